// The debt-query form, built from a modality's field descriptors. Its rules are those of
// lib/catalog/query-data.ts (what the BFF enforces; bill-query.test.ts checks they agree), but each
// problem comes back as a kind plus numbers, so the page can say it in the user's language.
import { z } from "zod";
import type { QueryField } from "@/lib/provider/types";

export type FieldProblem =
  | { kind: "required" | "option" | "digits" | "alphanumeric" | "date" | "format" }
  | { kind: "exactLength"; min: number }
  | { kind: "lengthRange" | "minLength" | "maxLength"; min: number; max: number };

const DATA_TYPES: Record<string, { pattern: RegExp; kind: "digits" | "alphanumeric" | "date" }> = {
  NUM: { pattern: /^[0-9]+$/, kind: "digits" },
  CBA: { pattern: /^[0-9]+$/, kind: "digits" },
  IMP: { pattern: /^[0-9]+$/, kind: "digits" },
  ALF: { pattern: /^[0-9A-Za-z]+$/, kind: "alphanumeric" },
  FEC: { pattern: /^\d{4}-\d{2}-\d{2}$/, kind: "date" },
};

/** Digits-only types get a numeric keyboard on phones. */
export const isNumericField = (field: QueryField) => ["NUM", "CBA", "IMP"].includes(field.dataType ?? "");

function matches(regex: string, value: string): boolean {
  try {
    return new RegExp(regex).test(value);
  } catch {
    return true; // a pattern we cannot read is the provider's to enforce
  }
}

function lengthProblem({ minLength: min, maxLength: max }: QueryField, length: number): FieldProblem | null {
  if (min !== null && max !== null && (length < min || length > max)) {
    return min === max ? { kind: "exactLength", min } : { kind: "lengthRange", min, max };
  }
  if (min !== null && length < min) return { kind: "minLength", min, max: max ?? 0 };
  if (max !== null && length > max) return { kind: "maxLength", min: min ?? 0, max };
  return null;
}

/** What is wrong with one typed value (null when the BFF will accept it). */
export function fieldProblem(field: QueryField, raw: string | undefined): FieldProblem | null {
  const value = raw?.trim() ?? "";
  if (value === "") return { kind: "required" };
  if (field.options) return field.options.some((o) => o.value === value) ? null : { kind: "option" };
  const length = lengthProblem(field, value.length);
  if (length) return length;
  const type = field.dataType ? DATA_TYPES[field.dataType] : undefined;
  if (type && !type.pattern.test(value)) return { kind: type.kind };
  if (field.regex && !matches(field.regex, value)) return { kind: "format" };
  return null;
}

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
