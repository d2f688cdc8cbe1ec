import { z } from "zod";
import { LIVE_MAX_IDS } from "@/lib/rules/live";

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

/** GET /api/operations/events?ids=<id>.<version>,… — the rows a page follows, each with the version it shows. */
export const followListSchema = z.object({
  ids: z
    .string({ error: "ids is required." })
    .max(LIVE_MAX_IDS * 60)
    .transform((list) => list.split(",").filter(Boolean))
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^[0-9a-f-]{36}(\.\d{1,16})?$/i, "each id is an operation id, optionally followed by .version")
            .transform((item) => {
              const [id = "", version = null] = item.split(".");
              return { id: id.toLowerCase(), version };
            }),
        )
        .min(1, "ids needs at least one operation.")
        .max(LIVE_MAX_IDS, `ids takes at most ${LIVE_MAX_IDS} operations.`),
    ),
});
