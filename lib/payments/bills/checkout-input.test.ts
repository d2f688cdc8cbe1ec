import { describe, expect, it } from "vitest";
import { checkoutFormSchema } from "./checkout-input";

const open = { amountType: "OPEN", amount: null, minAmount: 100, maxAmount: 5000 } as const;
const text = { amount: (problem: { kind: string }) => problem.kind, method: "method" };
const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => (result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]);
const amountIssue = (locale: string, amount: string) => checkoutFormSchema(open, locale, text).safeParse({ amount, paymentMethod: "ACCOUNT" }).error?.issues[0]?.message ?? null;

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

  it("does not ask for the amount of a CLOSED debt, and sends the form as typed", () => {
    const closed = { amountType: "CLOSED", amount: 1520.5, minAmount: 1520.5, maxAmount: 1520.5 } as const;
    expect(checkoutFormSchema(closed, "es-AR", text).safeParse({ amount: "", paymentMethod: "DEBIT" }).data).toEqual({ amount: "", paymentMethod: "DEBIT" });
    expect(checkoutFormSchema(open, "es-AR", text).safeParse({ amount: "1.500,50", paymentMethod: "CREDIT" }).data).toEqual({ amount: "1.500,50", paymentMethod: "CREDIT" });
  });

  it("asks for a payment method the BFF takes", () => {
    expect(problems(checkoutFormSchema(open, "es-AR", text).safeParse({ amount: "", paymentMethod: "CASH" }))).toEqual([
      ["amount", "missing"],
      ["paymentMethod", "method"],
    ]);
  });
});
