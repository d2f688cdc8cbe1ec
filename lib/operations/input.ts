import { z } from "zod";

/** GET /api/operations?kind&status&cursor&limit */
export const operationListSchema = z.object({
  kind: z.enum(["bill", "topup", "giftcard"], { error: "kind must be bill, topup or giftcard." }).optional(),
  status: z
    // "in-progress" is what the user sees: every state that is not final yet.
    .enum(["pending", "processing", "unknown", "confirmed", "failed", "in-progress"], {
      error: "status must be in-progress, pending, processing, unknown, confirmed or failed.",
    })
    .optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number({ error: "limit must be a number." }).int().min(1).max(100).default(20),
});

export type OperationListQuery = z.output<typeof operationListSchema>;
