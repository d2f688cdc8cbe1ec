import { describe, expect, it } from "vitest";
import { amountProblem, amountRuleProblem, closedAmountOf, hasAtMostTwoDecimals, MAX_AMOUNT } from "./amount";

const open = { amountType: "OPEN", amount: null, minAmount: 10, maxAmount: 200 } as const;
const closed = { amountType: "CLOSED", amount: 1520.5, minAmount: 1520.5, maxAmount: 1520.5 } as const;
const fixed = { amountType: "FIXED", amount: 20, minAmount: 20, maxAmount: 100, allowedAmounts: [20, 50, 100] } as const;

describe("amountProblem", () => {
  it("refuses zero, negatives, more than two decimals and more than the maximum, as kinds", () => {
    expect(amountProblem(0)).toEqual({ kind: "notPositive" });
    expect(amountProblem(-5)).toEqual({ kind: "notPositive" });
    expect(amountProblem(10.005)).toEqual({ kind: "decimals" });
    expect(amountProblem(MAX_AMOUNT + 1)).toEqual({ kind: "tooLarge", max: MAX_AMOUNT });
    expect(amountProblem(Number.NaN)).toEqual({ kind: "format" });
    expect(amountProblem(1500.5)).toBeNull();
  });

  it("accepts two decimals on every amount up to the maximum (no float tolerance to outgrow)", () => {
    for (const amount of [0.01, 0.07, 1500.5, 12_345_678.91, 99_999_999.99, 999_999_999.99]) expect(hasAtMostTwoDecimals(amount)).toBe(true);
    expect(amountProblem(999_999_999.99)).toBeNull();
  });

  it("checks the value before the rule", () => {
    expect(amountProblem(-1, open)).toEqual({ kind: "notPositive" });
    expect(amountProblem(9.999, open)).toEqual({ kind: "decimals" });
    expect(amountProblem(9.99, open)).toEqual({ kind: "between", min: 10, max: 200 });
  });
});

describe("amountRuleProblem", () => {
  it("accepts an OPEN amount anywhere in [min, max], bounds included, and names the range otherwise", () => {
    for (const amount of [10, 200, 99.99]) expect(amountRuleProblem(open, amount)).toBeNull();
    expect(amountRuleProblem(open, 200.01)).toEqual({ kind: "between", min: 10, max: 200 });
  });

  it("compares in cents, so float noise does not refuse a valid amount", () => {
    expect(amountRuleProblem({ ...open, minAmount: 0.3, maxAmount: 0.3 }, 0.1 + 0.2)).toBeNull();
  });

  it("accepts only the one amount of a CLOSED rule, which a debt may give only as its maximum", () => {
    expect(amountRuleProblem(closed, 1520.5)).toBeNull();
    expect(amountRuleProblem(closed, 1520)).toEqual({ kind: "exactly", amount: 1520.5 });
    expect(closedAmountOf({ ...closed, amount: null })).toBe(1520.5);
  });

  it("accepts only the listed amounts of a FIXED rule; without any, nothing can be bought", () => {
    expect(amountRuleProblem(fixed, 50)).toBeNull();
    expect(amountRuleProblem(fixed, 30)).toEqual({ kind: "oneOf", amounts: [20, 50, 100] });
    expect(amountRuleProblem({ ...fixed, allowedAmounts: [] }, 20)).toEqual({ kind: "unavailable" });
  });
});
