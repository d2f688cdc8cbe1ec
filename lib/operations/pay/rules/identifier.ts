import "server-only";
import type { TopUpCompany } from "@/lib/provider";

/** What a data type lets through (provider-notes §2.2); IMP is seen on phone numbers, so digits too. */
const PATTERN: Record<string, RegExp> = {
  NUM: /^\d+$/,
  IMP: /^\d+$/,
  CBA: /^\d+$/,
  ALF: /^[0-9A-Za-z]+$/,
};

const KIND: Record<string, string> = { NUM: "digits", IMP: "digits", CBA: "digits", ALF: "letters and digits" };

/**
 * Field errors of a top-up's identifier against the company's rule (the provider refuses the same
 * with RPA04343); null when it fits. An unknown data type is left to the provider to judge.
 */
export function identifierProblems(
  rule: TopUpCompany["identifier"],
  name: string,
  value: string,
): Record<string, string[]> | null {
  if (rule.identifierName && name !== rule.identifierName) {
    return { identifierName: [`This company expects the field ${rule.identifierName}.`] };
  }
  const problems: string[] = [];
  const min = rule.minLength ?? 1;
  const max = rule.maxLength ?? Number.POSITIVE_INFINITY;
  if (value.length < min || value.length > max) {
    problems.push(min === max ? `Enter exactly ${min} characters.` : `Enter between ${min} and ${Number.isFinite(max) ? max : "any number of"} characters.`);
  }
  const type = rule.dataType?.toUpperCase() ?? "";
  const pattern = PATTERN[type];
  if (pattern && !pattern.test(value)) problems.push(`Use only ${KIND[type] ?? "valid characters"}.`);
  return problems.length > 0 ? { identifierValue: problems } : null;
}
