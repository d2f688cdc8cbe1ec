import { z } from "zod";
import { SCHEDULED_TASKS } from "@/lib/operator/scheduled-tasks";

// The console's queries and jobs. The resolve form's schema, shared by the console's form and its
// route, is in ./resolve-input.ts (zod/mini, which the browser loads).
export { resolveFormSchema, resolveOperationSchema, type ResolveMessages, type ResolveOperationInput } from "./resolve-input";

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
  outcome: z.enum(["received", "applied", "duplicate", "conflict", "unmatched", "unconfirmed", "refuted", "mismatched", "malformed"]).optional(),
  cursor,
  limit,
});

export type OperatorOperationsQuery = z.output<typeof operatorOperationsQuery>;
export type OperatorCallbacksQuery = z.output<typeof operatorCallbacksQuery>;

/** POST /api/operator/jobs/run: one of the scheduled jobs, run now. */
export const runJobInput = z.strictObject({ task: z.enum(SCHEDULED_TASKS, { error: `must be one of ${SCHEDULED_TASKS.join(", ")}` }) });
