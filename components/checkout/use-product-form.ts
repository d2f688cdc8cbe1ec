"use client";

import { useForm, useWatch } from "react-hook-form";
import { useLocale, useTranslations } from "use-intl";
import { useSchemaResolver } from "@/components/forms/schema-resolver";
import type { Product } from "@/lib/provider/types";
import type { AmountProblem } from "@/lib/rules/amount";
import { amountTextProblem, formatAmountText, readAmountText } from "@/lib/rules/amount-text";
import { fieldProblem, type FieldProblem, type FieldRule } from "@/lib/rules/identifier";
import { normalizeTopUpNumber } from "@/lib/rules/topup-number";
import type { PurchaseForm, PurchaseValues } from "@/lib/payments/pay/purchase-input";
import { useCheckout } from "./use-checkout";
import { useAmountProblemText } from "./use-problem-text";
import { usePurchaseText } from "./use-purchase-text";

export type ProductPath = "/api/topups" | "/api/gift-cards";
/** The number a top-up goes to: the carrier's rule and the field's label. */
export type NumberRule = { rule: FieldRule; label: string };
/** The form's values once checked, with the amount read as a number. */
export type ProductValues = Omit<PurchaseValues, "amount"> & { amount: number };

/** What a product starts with, as the form's text: its one price, its first choice or its suggestion. */
function defaultAmount(product: Product, locale: string): string {
  const amount = product.amountType === "FIXED" && !product.allowedAmounts.includes(product.amount) ? product.allowedAmounts[0] : product.amount;
  return amount === undefined ? "" : formatAmountText(amount, locale);
}

/**
 * The form both product checkouts share (top-up and gift card): product, amount, number and
 * method, checked with lib/rules in the user's language, and the checkout that sends it once.
 */
export function useProductForm<Body>(path: ProductPath, products: Product[], currency: string, number?: NumberRule) {
  const locale = useLocale();
  const { t, numberText } = usePurchaseText(currency);
  const amountText = useAmountProblemText(currency);
  const method = useTranslations("common.paymentMethod")("required");
  const describeNumber = (problem: FieldProblem) => (number ? numberText(problem, number.rule, number.label) : "");
  const resolver = useSchemaResolver(
    () =>
      import("@/lib/payments/pay/purchase-input").then((m) =>
        m.purchaseFormSchema(products, locale, { product: t("errors.product"), method, amount: amountText, number: describeNumber }, number?.rule),
      ),
    // The number's rule and label, not the object a page makes anew each time it renders.
    [products, locale, t, method, amountText, number?.rule, number?.label],
  );
  const only = products.length === 1 ? products[0] : undefined;
  const form = useForm<PurchaseForm, unknown, PurchaseValues>({
    resolver,
    defaultValues: { productId: only?.productId ?? "", amount: only ? defaultAmount(only, locale) : "", identifierValue: "", paymentMethod: "ACCOUNT" },
  });
  const productId = useWatch({ control: form.control, name: "productId" });
  const product = products.find((p) => p.productId === productId);

  // Fields the BFF refused (its rules changed under the form) go back under the form, in the
  // user's words: the form's rule says why, or, when it sees nothing wrong, the rule itself.
  const checkout = useCheckout<Body>(path, (fields) => {
    const values = form.getValues();
    if (fields.productId) form.setError("productId", { message: t("errors.product") });
    if (fields.amount && product) {
      const fallback: AmountProblem =
        product.amountType === "OPEN" ? { kind: "between", min: product.minAmount, max: product.maxAmount } : { kind: "oneOf", amounts: product.allowedAmounts };
      form.setError("amount", { message: amountText(amountTextProblem(values.amount, locale, product) ?? fallback) });
    }
    if (fields.identifierValue && number) {
      form.setError("identifierValue", { message: describeNumber(fieldProblem(number.rule, normalizeTopUpNumber(values.identifierValue)) ?? { kind: "format" }) });
    }
    if (fields.paymentMethod) form.setError("paymentMethod", { message: method });
  });

  const productField = form.register("productId", {
    // Each product has its own amount rule: start from its own amount.
    onChange: (event: { target: { value: string } }) => {
      const chosen = products.find((p) => p.productId === event.target.value);
      form.setValue("amount", chosen ? defaultAmount(chosen, locale) : "");
      form.clearErrors("amount");
    },
  });

  /** Checks the form and shows the review of the purchase `toBody` makes of it. */
  const toReview = (toBody: (values: ProductValues) => Body) =>
    form.handleSubmit((values) => {
      const typed = readAmountText(values.amount, locale);
      if (typed.ok) checkout.review(toBody({ ...values, amount: typed.amount }));
    });

  return { form, product, productField, checkout, toReview };
}
