"use client";

import { useCallback } from "react";
import { useFormatter, useTranslations } from "use-intl";
import type { AmountProblem } from "@/lib/rules/amount";
import type { FieldProblem } from "@/lib/rules/identifier";

/** Formats an amount in its currency, for amounts inside a translated sentence. */
export function useMoney() {
  const format = useFormatter();
  return useCallback((amount: number, currency: string) => format.number(amount, { style: "currency", currency }), [format]);
}

/** An amount's problem (lib/rules/amount.ts) in the user's words, with its limits in `currency`. */
export function useAmountProblemText(currency: string) {
  const t = useTranslations("common.amountErrors");
  const money = useMoney();
  return useCallback(
    (problem: AmountProblem): string => {
      switch (problem.kind) {
        case "between":
          return t("between", { min: money(problem.min, currency), max: money(problem.max, currency) });
        case "exactly":
          return t("exactly", { amount: money(problem.amount, currency) });
        case "tooLarge":
          return t("tooLarge", { max: money(problem.max, currency) });
        default:
          return t(problem.kind);
      }
    },
    [t, money, currency],
  );
}

type Labelled = { description: string | null; identifierName: string };

/** A field's problem (lib/rules/identifier.ts) in the user's words, naming the field by its label. */
export function useFieldProblemText() {
  const t = useTranslations("common.queryField.errors");
  return useCallback(
    (problem: FieldProblem, field: Labelled): string =>
      t(problem.kind, {
        label: field.description ?? field.identifierName,
        min: "min" in problem ? problem.min : 0,
        max: "max" in problem ? problem.max : 0,
      }),
    [t],
  );
}
