"use client";

import type { FieldProps, Options } from "@/components/forms/use-checkout-form";
import { useLocale } from "use-intl";
import { TextField } from "@/components/ui/field";
import type { Product } from "@/lib/provider/types";
import { formatAmountText } from "@/lib/rules/amount-text";
import { FieldError } from "./field-error";
import { optionClass } from "./product-picker";
import { usePurchaseText } from "./use-purchase-text";

type Props = { product: Product | undefined; currency: string; field: FieldProps<"amount">; choice: Options<"amount">; error?: string };

/**
 * The amount, by the product's rule: OPEN is typed within its range, FIXED is one of its allowed
 * amounts, CLOSED is its one price (shown, not asked).
 */
export function AmountField({ product, currency, field, choice, error }: Props) {
  const { t, money } = usePurchaseText(currency);
  const locale = useLocale();
  if (!product) return null;

  if (product.amountType === "OPEN") {
    return (
      <TextField
        label={t("amount.label")}
        help={t("amount.openHelp", { min: money(product.minAmount), max: money(product.maxAmount) })}
        error={error}
        inputMode="decimal"
        autoComplete="off"
        {...field}
      />
    );
  }

  if (product.amountType === "FIXED") {
    return (
      <fieldset aria-describedby={error ? "amount-error" : undefined}>
        <legend className="mb-2 text-base font-semibold">{t("amount.fixedLegend")}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {product.allowedAmounts.map((amount) => (
            <label key={amount} className={`${optionClass} items-center`}>
              <input type="radio" className="size-4 accent-brand-700" {...choice(formatAmountText(amount, locale))} />
              <span className="font-semibold">{money(amount)}</span>
            </label>
          ))}
        </div>
        <FieldError id="amount-error" error={error} />
      </fieldset>
    );
  }

  return (
    <div>
      <p className="text-sm font-medium">{t("amount.label")}</p>
      <p className="text-2xl font-bold">{money(product.amount)}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("amount.closedHelp")}</p>
      <FieldError id="amount-error" error={error} />
    </div>
  );
}
