"use client";

import type { Options } from "@/components/forms/use-checkout-form";
import { useTranslations } from "use-intl";
import { PAYMENT_METHODS } from "@/lib/rules/payment-method";
import { FieldError } from "./field-error";
import { optionClass } from "./product-picker";

/** How to pay: money in the account, a debit card or a credit card. */
export function PaymentMethodField({ choice, error }: { choice: Options<"paymentMethod">; error?: string }) {
  const t = useTranslations("common.paymentMethod");
  return (
    <fieldset aria-describedby={error ? "method-error" : undefined}>
      <legend className="mb-2 text-base font-semibold">{t("label")}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {PAYMENT_METHODS.map((method) => (
          <label key={method} className={`${optionClass} items-center`}>
            <input type="radio" className="size-4 accent-brand-700" {...choice(method)} />
            <span className="font-medium">{t(method)}</span>
          </label>
        ))}
      </div>
      <FieldError id="method-error" error={error} />
    </fieldset>
  );
}
