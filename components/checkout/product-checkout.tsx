"use client";

import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import type { FieldProps } from "@/components/forms/use-checkout-form";
import { LazyConfirmDialog } from "@/components/confirm/lazy-confirm-dialog";
import { Button } from "@/components/ui/button";
import type { Product } from "@/lib/provider/types";
import type { PaymentMethod } from "@/lib/rules/payment-method";
import { AmountField } from "./amount-field";
import { CheckoutReview } from "./checkout-review";
import { PaymentMethodField } from "./payment-method-field";
import { PinnedAction } from "./pinned-action";
import { ProductPicker } from "./product-picker";
import { PurchaseError } from "./purchase-error";
import { useProductForm, type NumberRule, type ProductPath, type ProductValues } from "./use-product-form";
import { usePurchaseText } from "./use-purchase-text";

type NumberSlot = { field: FieldProps<"identifierValue">; error?: string; pick: (value: string) => void };

type Props<Body extends { amount: number; paymentMethod: PaymentMethod }> = {
  path: ProductPath;
  products: Product[];
  currency: string;
  /** Gift cards show each card's design, or the brand's initial. */
  imageFallbackName?: string;
  /** A top-up's number: its rule, and the field that asks for it. */
  number?: NumberRule & { render: (slot: NumberSlot) => ReactNode };
  continueLabel: string;
  toBody: (values: ProductValues) => Body;
  /** What the review lists before the payment method (which it always ends with). */
  reviewRows: (body: Body, product: Product) => { label: string; value: ReactNode }[];
  /** What a 429 means here (a top-up's per-number limit, a gift card's). */
  limitMessage: (body: Body) => string;
  reviewNote?: ReactNode;
};

/** Product → amount → (number) → how to pay, then the review and one confirm: a top-up or a gift card. */
export function ProductCheckout<Body extends { amount: number; paymentMethod: PaymentMethod }>(props: Props<Body>) {
  const { path, products, currency, imageFallbackName, number, continueLabel, toBody, reviewRows, limitMessage, reviewNote } = props;
  const t = useTranslations("purchase.review");
  const method = useTranslations("common.paymentMethod");
  const { money } = usePurchaseText(currency);
  const { form, product, productField, checkout, reviewing, toReview, edit } = useProductForm<Body>(path, products, currency, toBody, number);
  const { errors, isSubmitting } = form.formState;

  if (reviewing && checkout.body && product) {
    const body = checkout.body;
    return (
      <div className="space-y-3">
        <CheckoutReview
          title={t("title")}
          rows={[...reviewRows(body, product), { label: method("label"), value: method(body.paymentMethod) }]}
          total={money(body.amount)}
          busy={checkout.busy}
          onEdit={edit}
          onConfirm={checkout.confirm}
          error={checkout.error ? <PurchaseError error={checkout.error} limitMessage={limitMessage(body)} /> : null}
        />
        {reviewNote}
        <LazyConfirmDialog {...checkout.confirmation} />
      </div>
    );
  }

  return (
    <form onSubmit={toReview} noValidate className="space-y-6">
      <ProductPicker products={products} currency={currency} imageFallbackName={imageFallbackName} error={errors.productId?.message} choice={productField} />
      <AmountField product={product} currency={currency} field={form.register("amount")} choice={form.options("amount")} error={errors.amount?.message} />
      {number?.render({
        field: form.register("identifierValue"),
        error: errors.identifierValue?.message,
        pick: (value) => form.setValue("identifierValue", value, { shouldValidate: true }),
      })}
      <PaymentMethodField choice={form.options("paymentMethod")} error={errors.paymentMethod?.message} />
      <PinnedAction>
        <Button type="submit" className="w-full sm:w-auto" busy={isSubmitting}>
          {continueLabel}
        </Button>
      </PinnedAction>
    </form>
  );
}
