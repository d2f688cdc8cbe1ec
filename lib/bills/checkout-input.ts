// The amount and payment method of one debt, as the checkout form takes them. The BFF checks the
// same range against its stored copy of the debt (lib/operations/pay/rules/amount.ts).
import { z } from "zod";
import { paymentMethodSchema } from "@/lib/rules/schemas";

export const PAYMENT_METHODS = paymentMethodSchema.options;

type AmountRule = { amountType: "OPEN" | "CLOSED"; amount: number | null; minAmount: number; maxAmount: number };

/** People type "1500,50" as often as "1500.50"; thousands separators are not accepted. */
export function parseAmount(text: string): number | null {
  const value = text.trim().replace(",", ".");
  return /^\d+(\.\d{1,2})?$/.test(value) ? Number(value) : null;
}

/** What a CLOSED debt costs, or the amount typed for an OPEN one. */
export const fixedAmount = (debt: AmountRule) => debt.amount ?? debt.maxAmount;

const cents = (value: number) => Math.round(value * 100);

export type CheckoutMessages = { amountFormat: string; amountRange: string; method: string };

export function checkoutSchema(debt: AmountRule, messages: CheckoutMessages) {
  return z.object({
    amount: z.string().superRefine((text, ctx) => {
      if (debt.amountType === "CLOSED") return; // not editable: the debt's own amount is paid
      const value = parseAmount(text);
      if (value === null || value <= 0) return void ctx.addIssue({ code: "custom", message: messages.amountFormat });
      if (cents(value) < cents(debt.minAmount) || cents(value) > cents(debt.maxAmount)) {
        ctx.addIssue({ code: "custom", message: messages.amountRange });
      }
    }),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: messages.method }),
  });
}

export type CheckoutValues = z.input<ReturnType<typeof checkoutSchema>>;
