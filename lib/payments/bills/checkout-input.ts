// The amount and payment method of one debt, as the checkout form takes them: the amount as typed
// in the user's locale, checked with the rule the BFF applies to its stored copy of the debt
// (lib/rules/amount.ts).
import type { AmountProblem, AmountRule } from "@/lib/rules/amount";
import { amountTextProblem } from "@/lib/rules/amount-text";
import { isOneOf, type FormCheck, type FormIssue } from "@/lib/rules/form-check";
import { PAYMENT_METHODS, type PaymentMethod } from "@/lib/rules/payment-method";

export type CheckoutText = { amount: (problem: AmountProblem) => string; method: string };
export type CheckoutValues = { amount: string; paymentMethod: PaymentMethod };

export function checkoutCheck(debt: AmountRule, locale: string, text: CheckoutText): FormCheck<CheckoutValues> {
  return ({ amount, paymentMethod }) => {
    const issues: FormIssue[] = [];
    // Not editable unless OPEN: the debt's own amount is paid.
    const problem = debt.amountType === "OPEN" ? amountTextProblem(amount, locale, debt) : null;
    if (problem) issues.push({ path: "amount", code: "custom", message: text.amount(problem) });
    if (!isOneOf(PAYMENT_METHODS, paymentMethod)) issues.push({ path: "paymentMethod", code: "invalid_value", message: text.method });
    return { values: { amount, paymentMethod }, issues };
  };
}
