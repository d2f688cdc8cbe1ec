import { z } from "zod";
import { normalizeTopUpNumber } from "@/lib/rules/topup-number";
import { amountSchema, catalogIdSchema, paymentMethodSchema } from "@/lib/rules/schemas";

/** POST /api/topups: the number's own rules (length, data type) are checked against the company. */
export const topUpSchema = z.object({
  companyCode: catalogIdSchema("company"),
  productId: catalogIdSchema("product"),
  amount: amountSchema,
  identifierName: z.string({ error: "The number's field is missing." }).trim().min(1, "The number's field is missing.").max(64),
  // "11 5555-0001" is sent as 1155550001, as the form does.
  identifierValue: z
    .string({ error: "Enter the number." })
    .transform(normalizeTopUpNumber)
    .pipe(z.string().min(1, "Enter the number.").max(64, "That number is too long.")),
  paymentMethod: paymentMethodSchema,
});

export type TopUpInput = z.output<typeof topUpSchema>;
