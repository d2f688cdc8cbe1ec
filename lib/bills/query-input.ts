// The debt-query form, built from a modality's field descriptors, with the rules the BFF enforces
// (lib/rules/identifier.ts); each problem comes back as a kind plus numbers, so the page can say
// it in the user's language.
import { z } from "zod";
import type { QueryField } from "@/lib/provider/types";
import { fieldProblem, type FieldProblem } from "@/lib/rules/identifier";

export type QueryFormValues = Record<string, string>;

/** The form's schema: one string per identifierName, each checked by `fieldProblem`. */
export function queryFormSchema(fields: QueryField[], describe: (problem: FieldProblem, field: QueryField) => string) {
  return z.record(z.string(), z.string()).superRefine((values, ctx) => {
    for (const field of fields) {
      const problem = fieldProblem(field, values[field.identifierName]);
      if (problem) ctx.addIssue({ code: "custom", path: [field.identifierName], message: describe(problem, field) });
    }
  });
}

/** The body's `queryData`: trimmed values in the modality's order. */
export function toQueryData(fields: QueryField[], values: QueryFormValues) {
  return [...fields]
    .sort((a, b) => a.position - b.position)
    .map((f) => ({ identifierName: f.identifierName, identifierValue: (values[f.identifierName] ?? "").trim() }));
}
