import { z } from "zod";
import { amountSchema, catalogIdSchema, paymentMethodSchema } from "@/lib/rules/schemas";

/** POST /api/gift-cards. */
export const giftCardSchema = z.object({
  companyCode: catalogIdSchema("brand"),
  productId: catalogIdSchema("card"),
  amount: amountSchema,
  paymentMethod: paymentMethodSchema,
});

export type GiftCardInput = z.output<typeof giftCardSchema>;
