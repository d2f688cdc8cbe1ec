import { describe, expect, it } from "vitest";
import { autopayRisks, defaultConfirmOver, maxConfirmOver, paymentRisks, thresholdRisks } from "./second-look";

const payment = { amount: 1000, confirmOver: 200_000, toAccount: true, paidBefore: true, unattended: false };

describe("the second look", () => {
  it("asks about a payment over the user's amount, not one at it", () => {
    expect(paymentRisks({ ...payment, amount: 200_000.01 })).toEqual(["over_threshold"]);
    expect(paymentRisks({ ...payment, amount: 200_000 })).toEqual([]);
  });

  it("asks about the first payment to an account, and both reasons at once", () => {
    expect(paymentRisks({ ...payment, paidBefore: false })).toEqual(["new_account"]);
    expect(paymentRisks({ ...payment, paidBefore: false, amount: 300_000 })).toEqual(["over_threshold", "new_account"]);
  });

  it("does not ask about a gift card's account (it has none) nor an unattended payment", () => {
    expect(paymentRisks({ ...payment, toAccount: false, paidBefore: false })).toEqual([]);
    expect(paymentRisks({ ...payment, paidBefore: false, amount: 10_000_000, unattended: true })).toEqual([]);
  });

  it("asks before autopay turns on or its cap rises, not when it lowers or turns off", () => {
    expect(autopayRisks(null, { enabled: true, cap: 5000 })).toEqual(["autopay_on"]);
    expect(autopayRisks({ enabled: false, cap: 9000 }, { enabled: true, cap: 5000 })).toEqual(["autopay_on"]);
    expect(autopayRisks({ enabled: true, cap: 5000 }, { enabled: true, cap: 5000.5 })).toEqual(["autopay_cap_raised"]);
    expect(autopayRisks({ enabled: true, cap: 5000 }, { enabled: true, cap: 4000 })).toEqual([]);
    expect(autopayRisks({ enabled: true, cap: 5000 }, { enabled: false, cap: 0 })).toEqual([]);
  });

  it("asks before the amount rises, not when it falls", () => {
    expect(thresholdRisks(200_000, 250_000)).toEqual(["threshold_raised"]);
    expect(thresholdRisks(200_000, 1000)).toEqual([]);
  });

  it("has a default per currency, a fallback, and a ceiling above it", () => {
    expect(defaultConfirmOver("ARS")).toBe(200_000);
    expect(defaultConfirmOver("XXX")).toBe(100);
    expect(maxConfirmOver("MXN")).toBeGreaterThan(defaultConfirmOver("MXN"));
  });
});
