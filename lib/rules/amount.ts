// What an amount may be: positive, at most two decimals, not absurd, and within the rule of the
// debt or product it pays (docs/provider/notes.md §2.3, §2.4). Pure: the forms and the BFF run the same
// checks. Problems are kinds, not sentences: each side words them in its own language.

/** The most one payment may be; far above any real bill, it only stops nonsense. */
export const MAX_AMOUNT = 1_000_000_000;

/** The amount rule of a debt or a product. */
export type AmountRule = {
  amountType: "OPEN" | "CLOSED" | "FIXED";
  /** CLOSED: the one amount; OPEN: a suggestion (or null). */
  amount: number | null;
  minAmount: number;
  maxAmount: number;
  allowedAmounts?: readonly number[];
};

export type AmountProblem =
  /** Nothing typed. */
  | { kind: "missing" }
  /** Typed, but not an amount we can read (see amount-text.ts). */
  | { kind: "format" }
  | { kind: "notPositive" }
  | { kind: "decimals" }
  | { kind: "tooLarge"; max: number }
  /** OPEN: outside [min, max]. */
  | { kind: "between"; min: number; max: number }
  /** CLOSED: anything but its one amount. */
  | { kind: "exactly"; amount: number }
  /** FIXED: not one of its amounts. */
  | { kind: "oneOf"; amounts: readonly number[] }
  /** FIXED without any amount: nothing can be bought. */
  | { kind: "unavailable" };

// Compared in cents: 0.1 + 0.2 must equal 0.3 here.
const cents = (value: number) => Math.round(value * 100);

/** The one amount of a CLOSED rule (a debt may state it only as its maximum). */
export const closedAmountOf = (rule: AmountRule): number => rule.amount ?? rule.maxAmount;

/**
 * True when the number is exactly what a text with at most two decimals reads as. Unlike a
 * tolerance on `amount * 100`, this holds for every two-decimal amount up to MAX_AMOUNT.
 */
export const hasAtMostTwoDecimals = (amount: number): boolean => Math.round(amount * 100) / 100 === amount;

/** Why `amount` does not fit the rule (range, exact amount or list); null when it fits. */
export function amountRuleProblem(rule: AmountRule, amount: number): AmountProblem | null {
  const value = cents(amount);
  switch (rule.amountType) {
    case "FIXED": {
      const allowed = rule.allowedAmounts ?? [];
      if (allowed.length === 0) return { kind: "unavailable" };
      return allowed.some((a) => cents(a) === value) ? null : { kind: "oneOf", amounts: allowed };
    }
    case "CLOSED": {
      const exact = closedAmountOf(rule);
      return cents(exact) === value ? null : { kind: "exactly", amount: exact };
    }
    case "OPEN":
      return value >= cents(rule.minAmount) && value <= cents(rule.maxAmount) ? null : { kind: "between", min: rule.minAmount, max: rule.maxAmount };
  }
}

/** Why `amount` cannot be paid: first as an amount at all, then (given one) against the rule. */
export function amountProblem(amount: number, rule?: AmountRule): AmountProblem | null {
  if (!Number.isFinite(amount)) return { kind: "format" };
  if (amount <= 0) return { kind: "notPositive" };
  if (!hasAtMostTwoDecimals(amount)) return { kind: "decimals" };
  if (amount > MAX_AMOUNT) return { kind: "tooLarge", max: MAX_AMOUNT };
  return rule ? amountRuleProblem(rule, amount) : null;
}
