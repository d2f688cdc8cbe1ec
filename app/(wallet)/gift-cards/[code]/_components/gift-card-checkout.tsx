"use client";

import { useTranslations } from "use-intl";
import { AmountField } from "@/components/purchase/amount-field";
import { defaultAmount } from "@/components/purchase/form-helpers";
import { PaymentMethodField } from "@/components/purchase/payment-method-field";
import { ProductPicker } from "@/components/purchase/product-picker";
import { PurchaseReview } from "@/components/purchase/purchase-review";
import { usePurchaseForm } from "@/components/purchase/use-purchase-form";
import { usePurchaseText } from "@/components/purchase/use-purchase-text";
import { Button } from "@/components/ui/button";
import type { GiftCardCompanyView } from "@/lib/catalog/views";
import { giftCardSchema, type GiftCardInput } from "@/lib/operations/pay/gift-card-input";
import { parseAmount } from "@/lib/operations/pay/purchase-form";

/** Card → amount (when it has a choice) → how to pay, then the review and one buy. */
export function GiftCardCheckout({ brand, currency }: { brand: GiftCardCompanyView; currency: string }) {
  const t = useTranslations("giftCards.checkout");
  const common = useTranslations("common.paymentMethod");
  const { money, errorText } = usePurchaseText(currency);
  const { form, step, setStep, product, checkout } = usePurchaseForm<GiftCardInput>("/api/gift-cards", brand.products);
  const { register, handleSubmit, setValue, formState } = form;

  const toReview = handleSubmit((values) => {
    checkout.review(
      giftCardSchema.parse({
        companyCode: brand.companyCode,
        productId: values.productId,
        amount: parseAmount(values.amount),
        paymentMethod: values.paymentMethod,
      }),
    );
    setStep("review");
  });

  if (step === "review" && checkout.body && product) {
    const body = checkout.body;
    return (
      <div className="space-y-3">
        <PurchaseReview
          rows={[
            { label: t("review.brand"), value: brand.companyName },
            { label: t("review.product"), value: product.productDescription ?? product.productId },
            { label: common("label"), value: common(body.paymentMethod) },
          ]}
          total={money(body.amount)}
          busy={checkout.busy}
          error={checkout.error}
          limitMessage={t("limit")}
          onEdit={() => setStep("form")}
          onConfirm={checkout.confirm}
        />
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("pinNote")}</p>
      </div>
    );
  }

  return (
    <form onSubmit={toReview} noValidate className="space-y-6">
      <ProductPicker
        products={brand.products}
        currency={currency}
        imageFallbackName={brand.companyName}
        error={errorText(formState.errors.productId?.message)}
        field={register("productId", {
          // Each card has its own amount rule: start from its price or first choice.
          onChange: (event: { target: { value: string } }) => {
            const chosen = brand.products.find((p) => p.productId === event.target.value);
            setValue("amount", chosen ? defaultAmount(chosen) : "");
            form.clearErrors("amount");
          },
        })}
      />
      <AmountField product={product} currency={currency} register={register} error={errorText(formState.errors.amount?.message, product)} />
      <PaymentMethodField field={register("paymentMethod")} error={errorText(formState.errors.paymentMethod?.message)} />
      <Button type="submit" className="w-full sm:w-auto" busy={formState.isSubmitting}>
        {t("continue")}
      </Button>
    </form>
  );
}
