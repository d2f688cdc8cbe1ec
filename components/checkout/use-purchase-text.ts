"use client";

import { useTranslations } from "use-intl";
import type { Product } from "@/lib/provider/types";
import { isNumericDataType, type FieldProblem, type FieldRule } from "@/lib/rules/identifier";
import { useFieldProblemText, useMoney } from "./use-problem-text";

/** The words of a product checkout that depend on the product: its amounts and its number's rule. */
export function usePurchaseText(currency: string) {
  const t = useTranslations("purchase");
  const format = useMoney();
  const fieldText = useFieldProblemText();
  const money = (amount: number) => format(amount, currency);

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

  /** A top-up number's problem: "Enter 10 digits." where it is about length or digits, else the common words. */
  const numberText = (problem: FieldProblem, rule: FieldRule, label: string): string => {
    const kind = isNumericDataType(rule.dataType) ? "digits" : "chars";
    switch (problem.kind) {
      case "exactLength":
        return t("errors.numberLengthExact", { min: problem.min, kind });
      case "lengthRange":
        return t("errors.numberLengthRange", { min: problem.min, max: problem.max, kind });
      case "digits":
        return t("errors.numberDigits");
      default:
        return fieldText(problem, { description: label, identifierName: label });
    }
  };

  return { t, money, amountSummary, numberText };
}
