// The debt-query form, built from a modality's field descriptors, with the rules the BFF enforces
// (lib/rules/identifier.ts); each problem comes back as a kind plus numbers, so the page can say
// it in the user's language.
import type { QueryField } from "@/lib/provider/types";
import type { FormCheck, FormIssue } from "@/lib/rules/form-check";
import { fieldProblem, type FieldProblem } from "@/lib/rules/identifier";

export type QueryFormValues = Record<string, string>;

/** The form's check: one string per identifierName, each checked by `fieldProblem`, under `prefix`. */
export function queryFormCheck(
  fields: QueryField[],
  describe: (problem: FieldProblem, field: QueryField) => string,
  prefix = "",
): FormCheck<QueryFormValues> {
  return (values) => {
    const issues: FormIssue[] = [];
    for (const field of fields) {
      const problem = fieldProblem(field, values[field.identifierName]);
      if (problem) issues.push({ path: `${prefix}${field.identifierName}`, code: "custom", message: describe(problem, field) });
    }
    return { values: { ...values }, issues };
  };
}

/** The body's `queryData`: trimmed values in the modality's order. */
export function toQueryData(fields: QueryField[], values: QueryFormValues) {
  return [...fields]
    .sort((a, b) => a.position - b.position)
    .map((f) => ({ identifierName: f.identifierName, identifierValue: (values[f.identifierName] ?? "").trim() }));
}
