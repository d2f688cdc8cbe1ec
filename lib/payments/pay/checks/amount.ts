import "server-only";
import { amountRuleProblem, type AmountRule } from "@/lib/rules/amount";

export type { AmountRule };

const show = (value: number, currency: string) => `${value.toFixed(2)} ${currency}`.trim();

/**
 * Why `amount` does not fit the debt's or product's rule (lib/rules/amount.ts), in the BFF's
 * English words; null when it fits. The amount itself was checked by the route's schema.
 */
export function amountProblem(rule: AmountRule, amount: number, currency = ""): string | null {
  const problem = amountRuleProblem(rule, amount);
  switch (problem?.kind) {
    case undefined:
      return null;
    case "oneOf":
      return `Choose one of these amounts: ${problem.amounts.map((a) => show(a, currency)).join(", ")}.`;
    case "exactly":
      return `The amount must be exactly ${show(problem.amount, currency)}.`;
    case "between":
      return `Enter an amount between ${show(problem.min, currency)} and ${show(problem.max, currency)}.`;
    default:
      return "This product cannot be bought right now.";
  }
}
