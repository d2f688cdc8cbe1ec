// The recurring jobs (crontabs in lib/system/jobs.ts), by name: what an operator may run now from the
// console (POST /api/operator/jobs/run). Pure: the console's button and the route read the same list.
export const SCHEDULED_TASKS = ["retention", "reminders.scan", "float.read"] as const;
export type ScheduledTask = (typeof SCHEDULED_TASKS)[number];
