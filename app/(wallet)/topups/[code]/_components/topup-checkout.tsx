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
import type { TopUpCompanyView } from "@/lib/catalog/views";
import { parseAmount } from "@/lib/operations/pay/purchase-form";
import { topUpSchema, type TopUpInput } from "@/lib/operations/pay/topup-input";
import { NumberField } from "./number-field";

/** Product → amount → number → how to pay, then the review and one confirm. */
export function TopUpCheckout({ company, currency }: { company: TopUpCompanyView; currency: string }) {
  const t = useTranslations("topups.checkout");
  const common = useTranslations("common.paymentMethod");
  const { money, errorText } = usePurchaseText(currency);
  const { form, step, setStep, product, checkout } = usePurchaseForm<TopUpInput>("/api/topups", company.products, company.identifier);
  const { register, handleSubmit, setValue, formState } = form;

  const errors = formState.errors;

  const toReview = handleSubmit((values) => {
    const body = topUpSchema.parse({
      companyCode: company.companyCode,
      productId: values.productId,
      amount: parseAmount(values.amount),
      identifierName: company.identifier.identifierName ?? "phoneNumber",
      identifierValue: values.identifierValue,
      paymentMethod: values.paymentMethod,
    });
    checkout.review(body);
    setStep("review");
  });

  if (step === "review" && checkout.body && product) {
    const body = checkout.body;
    return (
      <PurchaseReview
        rows={[
          { label: t("review.carrier"), value: company.companyName },
          { label: t("review.product"), value: product.productDescription ?? product.productId },
          { label: t("review.number"), value: <span className="font-mono">{body.identifierValue}</span> },
          { label: common("label"), value: common(body.paymentMethod) },
        ]}
        total={money(body.amount)}
        busy={checkout.busy}
        error={checkout.error}
        limitMessage={t("limit", { number: body.identifierValue })}
        onEdit={() => setStep("form")}
        onConfirm={checkout.confirm}
      />
    );
  }

  return (
    <form onSubmit={toReview} noValidate className="space-y-6">
      <ProductPicker
        products={company.products}
        currency={currency}
        error={errorText(errors.productId?.message)}
        field={register("productId", {
          // Each product has its own amount rule: start from its suggested amount.
          onChange: (event: { target: { value: string } }) => {
            const chosen = company.products.find((p) => p.productId === event.target.value);
            setValue("amount", chosen ? defaultAmount(chosen) : "");
            form.clearErrors("amount");
          },
        })}
      />
      <AmountField product={product} currency={currency} register={register} error={errorText(errors.amount?.message, product)} />
      <NumberField
        company={company}
        field={register("identifierValue")}
        error={errorText(errors.identifierValue?.message, product, company.identifier)}
        onPick={(number) => setValue("identifierValue", number, { shouldValidate: true })}
      />
      <PaymentMethodField field={register("paymentMethod")} error={errorText(errors.paymentMethod?.message)} />
      <Button type="submit" className="w-full sm:w-auto" busy={formState.isSubmitting}>
        {t("continue")}
      </Button>
    </form>
  );
}
