import { describe, expect, it } from "vitest";
import { amountProblem } from "./amount";

describe("amountProblem", () => {
  const open = { amountType: "OPEN", amount: null, minAmount: 10, maxAmount: 200 } as const;

  it("accepts an OPEN amount anywhere in [min, max], bounds included", () => {
    expect(amountProblem(open, 10)).toBeNull();
    expect(amountProblem(open, 200)).toBeNull();
    expect(amountProblem(open, 99.99)).toBeNull();
  });

  it("refuses an OPEN amount outside the range, naming the range", () => {
    expect(amountProblem(open, 9.99, "ARS")).toBe("Enter an amount between 10.00 ARS and 200.00 ARS.");
    expect(amountProblem(open, 200.01)).not.toBeNull();
  });

  it("compares in cents, so float noise does not refuse a valid amount", () => {
    expect(amountProblem({ ...open, minAmount: 0.3, maxAmount: 0.3 }, 0.1 + 0.2)).toBeNull();
  });

  it("accepts only the exact amount of a CLOSED rule", () => {
    const closed = { amountType: "CLOSED", amount: 1520.5, minAmount: 1520.5, maxAmount: 1520.5 } as const;
    expect(amountProblem(closed, 1520.5)).toBeNull();
    expect(amountProblem(closed, 1520, "ARS")).toBe("The amount must be exactly 1520.50 ARS.");
  });

  it("accepts only the listed amounts of a FIXED rule", () => {
    const fixed = { amountType: "FIXED", amount: 20, minAmount: 20, maxAmount: 100, allowedAmounts: [20, 50, 100] } as const;
    expect(amountProblem(fixed, 50)).toBeNull();
    expect(amountProblem(fixed, 30, "MXN")).toBe("Choose one of these amounts: 20.00 MXN, 50.00 MXN, 100.00 MXN.");
    expect(amountProblem({ ...fixed, allowedAmounts: [] }, 20)).not.toBeNull();
  });
});
