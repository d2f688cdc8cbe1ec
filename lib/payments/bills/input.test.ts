import { describe, expect, it } from "vitest";
import { billPaymentSchema } from "./input";

const payment = { debtId: "d-1", amount: 10, paymentMethod: "ACCOUNT" };

/** `{"a":{"a":…1…}}`, `depth` levels deep. */
const nested = (depth: number): unknown => JSON.parse(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`);

describe("a bill payment's paymentDetails", () => {
  it("is optional and takes a small object", () => {
    expect(billPaymentSchema.safeParse(payment).success).toBe(true);
    expect(billPaymentSchema.safeParse({ ...payment, paymentDetails: { channel: "web" } }).success).toBe(true);
  });

  it("is refused nested 2,000 levels deep, as a field error", () => {
    const result = billPaymentSchema.safeParse({ ...payment, paymentDetails: nested(2_000) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["paymentDetails"]);
  });
});
