// The checkout form of a top-up or a gift card, checked against the chosen product (and, for a
// top-up, the carrier's number rule) with the rules the BFF applies (lib/rules). Problems are
// worded by the page, in the user's language, with the product's own limits. zod/mini, so the
// browser loads no more of zod than it needs.
import "@/lib/platform/zod-browser";
import * as z from "zod/mini";
import type { Product } from "@/lib/provider/types";
import type { AmountProblem } from "@/lib/rules/amount";
import { amountTextProblem } from "@/lib/rules/amount-text";
import { fieldProblem, type FieldProblem, type FieldRule } from "@/lib/rules/identifier";
import { normalizeTopUpNumber } from "@/lib/rules/topup-number";
import { PAYMENT_METHODS } from "@/lib/rules/payment-method";

export type PurchaseText = {
  product: string;
  method: string;
  amount: (problem: AmountProblem) => string;
  number: (problem: FieldProblem) => string;
};

/**
 * The form's schema for these products; with `identifier`, the number is checked too. The number
 * is sent without spaces and dashes, as the BFF takes it (./topup-input.ts). A method that is not
 * one of the three stops there: the product, amount and number are checked once it is.
 */
export function purchaseFormSchema(products: Product[], locale: string, text: PurchaseText, identifier?: FieldRule) {
  return z
    .object({
      productId: z.string(),
      amount: z.string(),
      identifierValue: z.pipe(z.string(), z.transform(normalizeTopUpNumber)),
      paymentMethod: z.enum(PAYMENT_METHODS, { error: text.method }),
    })
    .check(
      z.superRefine((form, ctx) => {
        const problem = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message, input: form });
        const product = products.find((p) => p.productId === form.productId);
        if (!product) problem("productId", text.product);
        else {
          const amount = amountTextProblem(form.amount, locale, product);
          if (amount) problem("amount", text.amount(amount));
        }
        if (identifier) {
          const number = fieldProblem(identifier, form.identifierValue);
          if (number) problem("identifierValue", text.number(number));
        }
      }),
    );
}

/** The form as typed, and once checked (the number without spaces and dashes). */
export type PurchaseForm = z.input<ReturnType<typeof purchaseFormSchema>>;
export type PurchaseValues = z.output<ReturnType<typeof purchaseFormSchema>>;
