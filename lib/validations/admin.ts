import { z } from "zod";

const cursor = z.string().max(500, "That page cursor is not valid.").optional();
const limit = z.coerce.number().int().min(1, "must be 1 to 100").max(100, "must be 1 to 100").default(50);

/** GET /api/admin/operations. `waiting` means any in-flight state: what the reconciler still has to settle. */
export const adminOperationsQuery = z.object({
  status: z.enum(["pending", "processing", "unknown", "confirmed", "failed", "waiting"]).optional(),
  flagged: z.enum(["true", "false"], { error: "must be true or false" }).transform((v) => v === "true").optional(),
  cursor,
  limit,
});

/** GET /api/admin/callbacks. */
export const adminCallbacksQuery = z.object({
  externalPaymentId: z.string().trim().min(1).max(200).optional(),
  outcome: z.enum(["received", "applied", "duplicate", "conflict", "unmatched", "refused", "malformed"]).optional(),
  cursor,
  limit,
});

export type AdminOperationsQuery = z.output<typeof adminOperationsQuery>;
export type AdminCallbacksQuery = z.output<typeof adminCallbacksQuery>;

/**
 * POST /api/admin/operations/{id}/resolve, and the console's form. An unsettled operation is
 * resolved as confirmed or failed; a settled one can only have its flag dismissed (final states
 * never change).
 */
export const resolveOperationSchema = z.object({
  resolution: z.enum(["confirmed", "failed", "dismiss"], { error: "Choose a resolution." }),
  note: z
    .string({ error: "Say what you checked." })
    .trim()
    .min(5, "Say what you checked (at least 5 characters).")
    .max(500, "Keep the note under 500 characters."),
});

export type ResolveOperationInput = z.output<typeof resolveOperationSchema>;
