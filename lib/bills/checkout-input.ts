// The amount and payment method of one debt, as the checkout form takes them: the amount as typed
// in the user's locale, checked with the rule the BFF applies to its stored copy of the debt
// (lib/rules/amount.ts).
import { z } from "zod";
import type { AmountProblem, AmountRule } from "@/lib/rules/amount";
import { amountTextProblem } from "@/lib/rules/amount-text";
import { PAYMENT_METHODS } from "@/lib/rules/schemas";

export type CheckoutText = { amount: (problem: AmountProblem) => string; method: string };

export function checkoutSchema(debt: AmountRule, locale: string, text: CheckoutText) {
  return z.object({
    amount: z.string().superRefine((value, ctx) => {
      if (debt.amountType !== "OPEN") return; // not editable: the debt's own amount is paid
      const problem = amountTextProblem(value, locale, debt);
      if (problem) ctx.addIssue({ code: "custom", message: text.amount(problem) });
    }),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: text.method }),
  });
}

export type CheckoutValues = z.input<ReturnType<typeof checkoutSchema>>;
