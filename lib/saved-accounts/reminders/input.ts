import { z } from "zod";
import { HHMM } from "@/lib/rules/quiet-hours";

const time = z.string().regex(HHMM, "a time as HH:MM (00:00–23:59)");

/** PUT /api/me/notification-preferences. In-app reminders are always on. */
export const preferencesInput = z.strictObject({
  email: z.boolean(),
  push: z.boolean(),
  quietStart: time,
  quietEnd: time,
});
export type PreferencesInput = z.output<typeof preferencesInput>;

/** The `reminders.deliver` job. */
export const deliverPayload = z.object({ reminderId: z.uuid(), channel: z.enum(["email", "push"]) });
export type DeliverPayload = z.output<typeof deliverPayload>;
