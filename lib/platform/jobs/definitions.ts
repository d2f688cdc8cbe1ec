import "server-only";
import type { JobDefinition, Schedule } from "./types";

// The queue knows no job of its own: the composition root (lib/system/jobs.ts) registers every
// definition and schedule before the engines start or anything is queued. Kept on globalThis
// because Next bundles this module more than once per process (instrumentation, route layers).

type Registered = { jobs: Record<string, JobDefinition>; schedules: Schedule[] };
const holder = globalThis as typeof globalThis & { __saldoJobDefinitions?: Registered };
const registered = (): Registered => (holder.__saldoJobDefinitions ??= { jobs: {}, schedules: [] });

/** Adds jobs (and schedules) to what this process's engines run; a name registered again is replaced. */
export function registerJobs(jobs: Record<string, JobDefinition>, schedules: Schedule[] = []): void {
  const current = registered();
  Object.assign(current.jobs, jobs);
  const identifiers = new Set(schedules.map((s) => s.identifier));
  current.schedules = [...current.schedules.filter((s) => !identifiers.has(s.identifier)), ...schedules];
}

export const jobDefinition = (task: string): JobDefinition | undefined =>
  Object.hasOwn(registered().jobs, task) ? registered().jobs[task] : undefined;

export const registeredTasks = (): string[] => Object.keys(registered().jobs);

export const registeredSchedules = (): readonly Schedule[] => registered().schedules;
