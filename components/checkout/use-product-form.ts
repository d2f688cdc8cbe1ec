"use client";

import { useEffect, useRef } from "react";
import { useLocale, useTranslations } from "use-intl";
import { useSchemaResolver } from "@/components/forms/schema-resolver";
import { useCheckoutForm } from "@/components/forms/use-checkout-form";
import type { Product } from "@/lib/provider/types";
import type { AmountProblem } from "@/lib/rules/amount";
import { amountTextProblem, readAmountText } from "@/lib/rules/amount-text";
import { fieldProblem, type FieldProblem, type FieldRule } from "@/lib/rules/identifier";
import { normalizeTopUpNumber } from "@/lib/rules/topup-number";
import type { ProductCheckoutState } from "@/lib/payments/pay/product-link";
import type { PurchaseForm, PurchaseValues } from "@/lib/payments/pay/purchase-input";
import { useCheckout } from "./use-checkout";
import { defaultAmount, formOf, sameForm, useProductAddress } from "./use-product-address";
import { useAmountProblemText } from "./use-problem-text";
import { usePurchaseText } from "./use-purchase-text";

export type ProductPath = "/api/topups" | "/api/gift-cards";
/** The number a top-up goes to: the carrier's rule and the field's label. */
export type NumberRule = { rule: FieldRule; label: string };
/** The form's values once checked, with the amount read as a number. */
export type ProductValues = Omit<PurchaseValues, "amount"> & { amount: number };

/**
 * The form both product checkouts share (top-up and gift card): product, amount, number and
 * method, checked with lib/rules in the user's language, and the checkout that sends it once.
 * What was chosen and the step live in the address (use-product-address.ts): back, forward and a
 * reload show the same step with the same values. Opening the review never pays.
 */
export function useProductForm<Body>(path: ProductPath, products: Product[], currency: string, toBody: (values: ProductValues) => Body, number?: NumberRule) {
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
  const address = useProductAddress();
  const form = useCheckoutForm<PurchaseForm, PurchaseValues>({ resolver, defaultValues: formOf(address.state, products, locale) });
  const product = products.find((p) => p.productId === form.values.productId);

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
    address.go({ ...address.state, step: "form" }, "replace");
  });

  const productField = form.options("productId", {
    // Each product has its own amount rule: start from its own amount.
    onChange: (event: { target: { value: string } }) => {
      const chosen = products.find((p) => p.productId === event.target.value);
      form.setValue("amount", chosen ? defaultAmount(chosen, locale) : "");
      form.clearErrors("amount");
    },
  });

  /** The purchase an address describes, as `toBody` makes it. */
  const bodyOf = (state: ProductCheckoutState) =>
    toBody({ productId: state.productId ?? "", amount: state.amount ?? 0, identifierValue: state.number ?? "", paymentMethod: state.method ?? "ACCOUNT" });
  const reviewing = address.state.step === "review" && checkout.body !== null && JSON.stringify(checkout.body) === JSON.stringify(bodyOf(address.state));

  /** The checked form as a purchase: its address and what is paid. */
  const purchaseOf = (values: PurchaseValues) => {
    const typed = readAmountText(values.amount, locale);
    if (!typed.ok) return null;
    const next: ProductCheckoutState = { productId: values.productId, amount: typed.amount, number: number ? values.identifierValue : null, method: values.paymentMethod, step: "form" };
    return { next, body: toBody({ ...values, amount: typed.amount }) };
  };
  /** The form checked: the review of that purchase, a step of its own in the history. */
  const toReview = form.handleSubmit((values) => {
    const purchase = purchaseOf(values);
    if (!purchase) return;
    checkout.review(purchase.body);
    // The form's step keeps what was chosen too, so back from the review finds it as it was.
    address.go(purchase.next, "replace");
    address.go({ ...purchase.next, step: "review" });
  });

  /** Back to the form, a step of its own; the purchase keeps its key if it comes back unchanged. */
  const edit = () => {
    checkout.edit();
    address.go({ ...address.state, step: "form" });
  };

  // The address moved (back, forward, a reload): show what it says.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (handled.current === address.search) return;
    // As it mounts, the form was made from the address: what differs was typed before the page came alive, and stays.
    const mounting = handled.current === null;
    handled.current = address.search;
    const state = address.state;
    const values = formOf(state, products, locale);
    if (state.step === "form") {
      if (!mounting && state.productId !== null && !sameForm(form.getValues(), values, locale)) form.reset(values);
      return;
    }
    if (reviewing) return;
    // Onto a review this page has not shown: check what the address says first, as a submit would.
    form.reset(values);
    const toForm = () => address.go({ ...state, step: "form" }, "replace");
    void form.handleSubmit((checked) => {
      const purchase = purchaseOf(checked);
      if (!purchase) return toForm();
      checkout.review(purchase.body);
      // Written as the form would have: the address then names exactly the purchase shown.
      address.go({ ...purchase.next, step: "review" }, "replace");
    }, toForm)();
  });

  return { form, product, productField, checkout, reviewing, toReview, edit };
}
