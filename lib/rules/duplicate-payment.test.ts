import { describe, expect, it } from "vitest";
import { accountKey, guardOf, latestOfAccount, possibleDuplicates, type PastPayment } from "./duplicate-payment";

const now = new Date("2026-11-25T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const casa = [{ identifierName: "clientNumber", identifierValue: "1234567892" }];
const attempt = { debtId: "debt-new", companyCode: "AR-S-0003", identifiers: casa, amount: 22339.14, currency: "ARS" };
const paid = (over: Partial<PastPayment> = {}): PastPayment => ({
  ...attempt, id: "op-1", debtId: "debt-old", status: "confirmed", createdAt: daysAgo(1), ...over,
});

describe("possibleDuplicates", () => {
  it("finds a payment of the same debt within 30 days, in flight or confirmed", () => {
    expect(possibleDuplicates(attempt, [paid({ debtId: "debt-new", status: "processing", createdAt: daysAgo(29) })], now)).toMatchObject([
      { kind: "sameDebt", inFlight: true },
    ]);
    expect(possibleDuplicates(attempt, [paid({ debtId: "debt-new" })], now)).toMatchObject([{ kind: "sameDebt", inFlight: false }]);
    expect(possibleDuplicates(attempt, [paid({ debtId: "debt-new", createdAt: daysAgo(31) })], now)).toEqual([]);
  });

  it("finds the same account and amount under another debt within 10 days only", () => {
    expect(possibleDuplicates(attempt, [paid({ createdAt: daysAgo(9.9) })], now)).toMatchObject([{ kind: "sameAccount", inFlight: false }]);
    expect(possibleDuplicates(attempt, [paid({ createdAt: daysAgo(10.1) })], now)).toEqual([]);
  });

  it("ignores another amount, currency, company or account, and compares amounts in cents", () => {
    expect(possibleDuplicates(attempt, [paid({ amount: 22339.15 })], now)).toEqual([]);
    expect(possibleDuplicates(attempt, [paid({ currency: "USD" })], now)).toEqual([]);
    expect(possibleDuplicates(attempt, [paid({ companyCode: "AR-S-0004" })], now)).toEqual([]);
    expect(possibleDuplicates(attempt, [paid({ identifiers: [{ identifierName: "clientNumber", identifierValue: "1234567893" }] })], now)).toEqual([]);
    expect(possibleDuplicates({ ...attempt, amount: 0.1 + 0.2 }, [paid({ amount: 0.3 })], now)).toHaveLength(1);
  });

  it("never counts a failed payment", () => {
    expect(possibleDuplicates(attempt, [paid({ status: "failed" }), paid({ debtId: "debt-new", status: "failed" })], now)).toEqual([]);
  });

  it("counts pending, processing and unknown as in flight", () => {
    for (const status of ["pending", "processing", "unknown"] as const) {
      expect(possibleDuplicates(attempt, [paid({ status })], now)[0]?.inFlight).toBe(true);
    }
  });

  it("lists the newest first", () => {
    const found = possibleDuplicates(attempt, [paid({ id: "old", createdAt: daysAgo(5) }), paid({ id: "new", createdAt: daysAgo(1) })], now);
    expect(found.map((d) => d.payment.id)).toEqual(["new", "old"]);
  });
});

describe("accountKey", () => {
  it("is the same whatever the order of the fields or spaces around a value", () => {
    const a = [{ identifierName: "b", identifierValue: "2" }, { identifierName: "a", identifierValue: " 1" }];
    const b = [{ identifierName: "a", identifierValue: "1" }, { identifierName: "b", identifierValue: "2 " }];
    expect(accountKey("X", a)).toBe(accountKey("X", b));
    expect(accountKey("X", a)).not.toBe(accountKey("Y", b));
  });
});

describe("guardOf", () => {
  it("is clear without duplicates", () => {
    expect(guardOf([])).toEqual({ kind: "clear" });
  });

  it("blocks a debt in flight before a paid one, and a paid debt", () => {
    const found = possibleDuplicates(attempt, [paid({ debtId: "debt-new" }), paid({ id: "op-2", debtId: "debt-new", status: "unknown", createdAt: daysAgo(2) })], now);
    expect(guardOf(found)).toMatchObject({ kind: "inFlight", duplicate: { payment: { id: "op-2" } } });
    expect(guardOf(possibleDuplicates(attempt, [paid({ debtId: "debt-new" })], now), "op-1")).toMatchObject({ kind: "paid" });
  });

  it("asks to confirm the newest same-account payment, and is clear only when that one is named", () => {
    const found = possibleDuplicates(attempt, [paid({ id: "old", createdAt: daysAgo(3) }), paid({ id: "new" })], now);
    expect(guardOf(found)).toMatchObject({ kind: "confirm", duplicate: { payment: { id: "new" } } });
    expect(guardOf(found, "old")).toMatchObject({ kind: "confirm" });
    expect(guardOf(found, "new")).toEqual({ kind: "clear" });
  });
});

describe("latestOfAccount", () => {
  const account = { companyCode: "AR-S-0003", identifiers: casa };

  it("names the newest payment of the account within 10 days, any amount, confirmed or on its way", () => {
    const older = paid({ id: "op-old", amount: 100, createdAt: daysAgo(3) });
    const newer = paid({ id: "op-new", amount: 200, status: "processing", createdAt: daysAgo(1) });
    expect(latestOfAccount(account, [older, newer], now)?.id).toBe("op-new");
  });

  it("names none that failed, is older than 10 days, or is of another account", () => {
    expect(latestOfAccount(account, [paid({ status: "failed" })], now)).toBeNull();
    expect(latestOfAccount(account, [paid({ createdAt: daysAgo(10.1) })], now)).toBeNull();
    expect(latestOfAccount(account, [paid({ identifiers: [{ identifierName: "clientNumber", identifierValue: "1234567893" }] })], now)).toBeNull();
    expect(latestOfAccount({ ...account, companyCode: "AR-S-0004" }, [paid()], now)).toBeNull();
  });
});
