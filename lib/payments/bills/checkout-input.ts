// The checkout form of one debt: the amount as typed in the user's locale, checked with the rule
// the BFF applies to its stored copy of the debt (lib/rules/amount.ts), and how to pay. The page
// words each problem in the user's language. zod/mini, so the browser loads no more of zod than
// it needs.
import "@/lib/platform/zod-browser";
import * as z from "zod/mini";
import type { AmountProblem, AmountRule } from "@/lib/rules/amount";
import { amountTextProblem } from "@/lib/rules/amount-text";
import { PAYMENT_METHODS } from "@/lib/rules/payment-method";

export type CheckoutText = { amount: (problem: AmountProblem) => string; method: string };

export const checkoutFormSchema = (debt: AmountRule, locale: string, text: CheckoutText) =>
  z.object({
    amount: z.string().check(
      z.superRefine((amount, ctx) => {
        // Not editable unless OPEN: the debt's own amount is paid.
        const problem = debt.amountType === "OPEN" ? amountTextProblem(amount, locale, debt) : null;
        if (problem) ctx.addIssue({ code: "custom", message: text.amount(problem), input: amount });
      }),
    ),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: text.method }),
  });

export type CheckoutValues = z.output<ReturnType<typeof checkoutFormSchema>>;
