// The checkout form of a top-up or a gift card, checked against the chosen product (and, for a
// top-up, the carrier's number rule) with the rules the BFF applies (lib/rules). Problems are
// worded by the page, in the user's language, with the product's own limits.
import type { Product } from "@/lib/provider/types";
import type { AmountProblem } from "@/lib/rules/amount";
import { amountTextProblem } from "@/lib/rules/amount-text";
import { isOneOf, type FormCheck, type FormIssue } from "@/lib/rules/form-check";
import { fieldProblem, type FieldProblem, type FieldRule } from "@/lib/rules/identifier";
import { normalizeTopUpNumber } from "@/lib/rules/topup-number";
import { PAYMENT_METHODS, type PaymentMethod } from "@/lib/rules/payment-method";

export type PurchaseText = {
  product: string;
  method: string;
  amount: (problem: AmountProblem) => string;
  number: (problem: FieldProblem) => string;
};

/** The form as typed; once checked, the number is sent without spaces and dashes. */
export type PurchaseForm = { productId: string; amount: string; identifierValue: string; paymentMethod: PaymentMethod };
export type PurchaseValues = PurchaseForm;

/** The form's check for these products; with `identifier`, the number field is checked too. */
export function purchaseFormCheck(products: Product[], locale: string, text: PurchaseText, identifier?: FieldRule): FormCheck<PurchaseForm, PurchaseValues> {
  return (form) => {
    const values = { ...form, identifierValue: normalizeTopUpNumber(form.identifierValue) };
    // A method that is not one of the three stops there, as the BFF's schema does.
    if (!isOneOf(PAYMENT_METHODS, form.paymentMethod)) return { values, issues: [{ path: "paymentMethod", code: "invalid_value", message: text.method }] };
    const issues: FormIssue[] = [];
    const problem = (path: string, message: string) => issues.push({ path, code: "custom", message });
    const product = products.find((p) => p.productId === form.productId);
    if (!product) problem("productId", text.product);
    else {
      const amount = amountTextProblem(form.amount, locale, product);
      if (amount) problem("amount", text.amount(amount));
    }
    if (identifier) {
      const number = fieldProblem(identifier, values.identifierValue);
      if (number) problem("identifierValue", text.number(number));
    }
    return { values, issues };
  };
}
