import "server-only";

/** The amount rule of a debt or a product (provider-notes §2.3, §2.4). */
export type AmountRule = {
  amountType: "OPEN" | "CLOSED" | "FIXED";
  /** CLOSED: the one amount; OPEN: a suggestion (or null). */
  amount: number | null;
  minAmount: number;
  maxAmount: number;
  allowedAmounts?: readonly number[];
};

// Compared in cents: 0.1 + 0.2 must equal 0.3 here.
const cents = (value: number) => Math.round(value * 100);
const show = (value: number, currency: string) => `${value.toFixed(2)} ${currency}`.trim();

/** Why `amount` does not fit the rule, in words for the form; null when it fits. */
export function amountProblem(rule: AmountRule, amount: number, currency = ""): string | null {
  const value = cents(amount);
  switch (rule.amountType) {
    case "FIXED": {
      const allowed = rule.allowedAmounts ?? [];
      if (allowed.some((a) => cents(a) === value)) return null;
      return allowed.length > 0
        ? `Choose one of these amounts: ${allowed.map((a) => show(a, currency)).join(", ")}.`
        : "This product cannot be bought right now.";
    }
    case "CLOSED": {
      const exact = rule.amount ?? rule.maxAmount;
      return cents(exact) === value ? null : `The amount must be exactly ${show(exact, currency)}.`;
    }
    case "OPEN":
      return value >= cents(rule.minAmount) && value <= cents(rule.maxAmount)
        ? null
        : `Enter an amount between ${show(rule.minAmount, currency)} and ${show(rule.maxAmount, currency)}.`;
  }
}
