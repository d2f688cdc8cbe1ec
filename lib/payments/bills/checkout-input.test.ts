import { describe, expect, it } from "vitest";
import { checkoutCheck } from "./checkout-input";

const open = { amountType: "OPEN", amount: null, minAmount: 100, maxAmount: 5000 } as const;
const text = { amount: (problem: { kind: string }) => problem.kind, method: "method" };
const amountIssue = (locale: string, amount: string) =>
  checkoutCheck(open, locale, text)({ amount, paymentMethod: "ACCOUNT" }).issues[0]?.message ?? null;

describe("the bill checkout form", () => {
  it("accepts an amount with thousands and cents in the user's locale (it refused '1.500,50' before)", () => {
    expect(amountIssue("es-AR", "1.500,50")).toBeNull();
    expect(amountIssue("es-AR", "1500,50")).toBeNull();
    expect(amountIssue("en-US", "1,500.50")).toBeNull();
    expect(amountIssue("en-US", "1500.50")).toBeNull();
  });

  it("says what is wrong with an amount as a kind the page words", () => {
    expect(amountIssue("es-AR", "99,99")).toBe("between");
    expect(amountIssue("es-AR", "abc")).toBe("format");
    expect(amountIssue("es-AR", "")).toBe("missing");
  });

  it("does not ask for the amount of a CLOSED debt", () => {
    const closed = { amountType: "CLOSED", amount: 1520.5, minAmount: 1520.5, maxAmount: 1520.5 } as const;
    expect(checkoutCheck(closed, "es-AR", text)({ amount: "", paymentMethod: "DEBIT" }).issues).toEqual([]);
  });

  it("asks for a payment method the BFF takes", () => {
    const check = checkoutCheck(open, "es-AR", text);
    expect(check({ amount: "", paymentMethod: "CASH" as "DEBIT" }).issues.map((i) => [i.path, i.message])).toEqual([
      ["amount", "missing"],
      ["paymentMethod", "method"],
    ]);
  });
});
