"use client";

import { useFormatter, useTranslations } from "use-intl";
import type { Product } from "@/lib/provider/types";
import type { IdentifierRule } from "@/lib/operations/pay/purchase-form";

const DIGITS = new Set(["NUM", "IMP", "CBA"]);

/** The words of a checkout that depend on the product: its amounts, its limits, its errors. */
export function usePurchaseText(currency: string) {
  const t = useTranslations("purchase");
  const format = useFormatter();
  const money = (amount: number) => format.number(amount, { style: "currency", currency });

  /** "From $100 to $5,000", "$5,000" or "$500 · $1,000 · …": what a product costs. */
  const amountSummary = (product: Product) => {
    switch (product.amountType) {
      case "OPEN":
        return t("product.open", { min: money(product.minAmount), max: money(product.maxAmount) });
      case "CLOSED":
        return money(product.amount);
      case "FIXED":
        return product.allowedAmounts.map(money).join(" · ");
    }
  };

  /** A form error key (lib/operations/pay/purchase-form) in words, with the product's own limits. */
  const errorText = (key: string | undefined, product?: Product, rule?: IdentifierRule): string | undefined => {
    if (!key) return undefined;
    switch (key) {
      case "amountRange":
        return product ? t("errors.amountRange", { min: money(product.minAmount), max: money(product.maxAmount) }) : t("errors.amountMissing");
      case "numberLength": {
        const min = rule?.minLength ?? 1;
        const max = rule?.maxLength ?? min;
        const kind = DIGITS.has(rule?.dataType?.toUpperCase() ?? "") ? "digits" : "chars";
        return min === max ? t("errors.numberLengthExact", { min, kind }) : t("errors.numberLengthRange", { min, max, kind });
      }
      case "product":
      case "amountMissing":
      case "amountChoice":
      case "amountDecimals":
      case "numberDigits":
        return t(`errors.${key}`);
      default:
        // Anything else (the payment method's schema message) means one thing: choose how to pay.
        return t("errors.method");
    }
  };

  return { t, money, amountSummary, errorText };
}
