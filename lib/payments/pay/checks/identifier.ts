import "server-only";
import type { TopUpCompany } from "@/lib/provider";
import { fieldProblems, type FieldProblem } from "@/lib/rules/identifier";

/** The BFF's English for a number's problem (the forms word the same kinds in the user's language). */
function message(problem: FieldProblem): string {
  switch (problem.kind) {
    case "required":
      return "Enter the number.";
    case "exactLength":
      return `Enter exactly ${problem.min} characters.`;
    case "lengthRange":
      return `Enter between ${problem.min} and ${problem.max} characters.`;
    case "minLength":
      return `Enter between ${problem.min} and any number of characters.`;
    case "maxLength":
      return `Enter between 1 and ${problem.max} characters.`;
    case "digits":
      return "Use only digits.";
    case "alphanumeric":
      return "Use only letters and digits.";
    default:
      return "Use only valid characters.";
  }
}

/**
 * Field errors of a top-up's identifier against the company's rule (lib/rules/identifier.ts; the
 * provider refuses the same with RPA04343); null when it fits.
 */
export function identifierProblems(
  rule: TopUpCompany["identifier"],
  name: string,
  value: string,
): Record<string, string[]> | null {
  if (rule.identifierName && name !== rule.identifierName) {
    return { identifierName: [`This company expects the field ${rule.identifierName}.`] };
  }
  const problems = fieldProblems(rule, value);
  return problems.length > 0 ? { identifierValue: problems.map(message) } : null;
}
