import { z } from "zod";
import { SCHEDULED_TASKS } from "@/lib/operator/scheduled-tasks";
import { NOTE_MAX, NOTE_MIN, RESOLUTIONS, type ResolveMessages } from "./resolve-form";

export { NOTE_MAX, NOTE_MIN, RESOLUTIONS };

const cursor = z.string().max(500, "That page cursor is not valid.").optional();
const limit = z.coerce.number().int().min(1, "must be 1 to 100").max(100, "must be 1 to 100").default(50);

/** GET /api/operator/operations. `waiting` means any in-flight state: what the reconciler still has to settle. */
export const operatorOperationsQuery = z.object({
  status: z.enum(["pending", "processing", "unknown", "confirmed", "failed", "waiting"]).optional(),
  flagged: z.enum(["true", "false"], { error: "must be true or false" }).transform((v) => v === "true").optional(),
  cursor,
  limit,
});

/** GET /api/operator/callbacks. */
export const operatorCallbacksQuery = z.object({
  externalPaymentId: z.string().trim().min(1).max(200).optional(),
  outcome: z.enum(["received", "applied", "duplicate", "conflict", "unmatched", "unconfirmed", "refuted", "malformed"]).optional(),
  cursor,
  limit,
});

export type OperatorOperationsQuery = z.output<typeof operatorOperationsQuery>;
export type OperatorCallbacksQuery = z.output<typeof operatorCallbacksQuery>;

/**
 * POST /api/operator/operations/{id}/resolve, and the console's form (with its messages in the
 * operator's language). An unsettled operation is resolved as confirmed or failed; a settled one
 * can only have its flag dismissed (final states never change). The console's form checks the same
 * rules without zod (./resolve-form.ts).
 */
export const resolveFormSchema = (messages: ResolveMessages) =>
  z.object({
    resolution: z.enum(RESOLUTIONS, { error: messages.resolution }),
    note: z.string({ error: messages.noteShort }).trim().min(NOTE_MIN, messages.noteShort).max(NOTE_MAX, messages.noteLong),
  });

export const resolveOperationSchema = resolveFormSchema({
  resolution: "Choose a resolution.",
  noteShort: `Say what you checked (at least ${NOTE_MIN} characters).`,
  noteLong: `Keep the note under ${NOTE_MAX} characters.`,
});

export type ResolveOperationInput = z.output<typeof resolveOperationSchema>;

/** POST /api/operator/jobs/run: one of the scheduled jobs, run now. */
export const runJobInput = z.strictObject({ task: z.enum(SCHEDULED_TASKS, { error: `must be one of ${SCHEDULED_TASKS.join(", ")}` }) });
