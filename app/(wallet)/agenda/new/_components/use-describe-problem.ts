"use client";

import { useCallback } from "react";
import { useTranslations } from "use-intl";
import type { QueryField } from "@/lib/provider/types";
import type { FieldProblem } from "@/lib/bills/query-input";

/** Words a field's problem in the user's language, with the field's own name and limits. */
export function useDescribeProblem() {
  const t = useTranslations("agenda.fieldErrors");
  return useCallback(
    (problem: FieldProblem, field: QueryField) => {
      const label = field.description ?? field.identifierName;
      return "min" in problem ? t(problem.kind, { label, min: problem.min, max: "max" in problem ? problem.max : problem.min }) : t(problem.kind, { label });
    },
    [t],
  );
}
