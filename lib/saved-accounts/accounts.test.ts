import { describe, expect, it } from "vitest";
import type { AgendaNotification } from "@/lib/provider/types";
import { accountOf, daysUntil, dueRows, paymentOf, type PaymentRef, type SavedAccountRef } from "./accounts";

const account = (id: string, identifier: string, nickname: string | null = null): SavedAccountRef => ({
  agendaId: `u#m#${identifier}`,
  companyCode: id,
  identifier,
  nickname,
});

const notice = (agendaId: string, extra: Partial<AgendaNotification> = {}): AgendaNotification => ({
  id: `${agendaId}-${Math.random()}`,
  type: "EXPIRATION",
  agendaId,
  companyCode: "AR-S-0003",
  companyName: "EDENOR",
  companyLogo: null,
  expirationDate: null,
  expirationDateWasEstimated: false,
  amount: 100,
  lastPaidDate: null,
  lastPaidAmount: null,
  exchange: null,
  channels: ["PUSH"],
  queryData: [],
  ...extra,
});

const payment = (identifier: string, createdAt: string, dueDate: string | null = null): PaymentRef => ({
  id: `op-${identifier}-${createdAt}`,
  companyCode: "AR-S-0003",
  identifiers: [{ identifierName: "clientNumber", identifierValue: identifier }],
  createdAt,
  dueDate,
});

describe("daysUntil", () => {
  it("counts calendar days, negative once past", () => {
    expect(daysUntil("2026-12-16", "2026-12-04")).toBe(12);
    expect(daysUntil("2026-12-04", "2026-12-04")).toBe(0);
    expect(daysUntil("2026-12-01", "2026-12-04")).toBe(-3);
    expect(daysUntil("2027-03-01", "2027-02-28")).toBe(1);
  });
});

describe("dueRows", () => {
  const home = account("AR-S-0003", "1111111111", "Casa");
  const office = account("AR-S-0003", "2222222222", "Oficina");
  const water = account("AR-S-0009", "3333333333");

  it("keeps one row per saved account (its newest notice) and sorts them soonest due first", () => {
    const rows = dueRows(
      [
        notice(home.agendaId, { expirationDate: "2026-12-20", amount: 2 }),
        notice(office.agendaId, { expirationDate: "2026-12-10" }),
        notice(home.agendaId, { expirationDate: "2026-12-01", amount: 1 }),
        notice(water.agendaId, { type: "PAY_AGAIN", lastPaidDate: "2026-11-01", lastPaidAmount: 5 }),
        notice(water.agendaId, { expirationDate: "2026-12-05" }),
      ],
      [home, office, water],
      "2026-12-04",
    );
    expect(rows.map((r) => [r.account.nickname ?? r.account.identifier, r.daysLeft])).toEqual([
      ["Oficina", 6],
      ["Casa", 16],
      ["3333333333", null],
    ]);
    expect(rows[1]!.notification.amount).toBe(2);
  });

  it("leaves out reminders of accounts the user did not save (the provider adds one per payment)", () => {
    const rows = dueRows([notice("u#m#9999999999"), notice(home.agendaId, { expirationDate: "2026-12-20" })], [home], "2026-12-04");
    expect(rows.map((r) => r.account.agendaId)).toEqual([home.agendaId]);
  });

  it("puts bills already paid after the ones still owed, with the payment", () => {
    const rows = dueRows(
      [notice(home.agendaId, { expirationDate: "2026-12-06" }), notice(office.agendaId, { expirationDate: "2026-12-20" })],
      [home, office],
      "2026-12-04",
      [payment("1111111111", "2026-12-03T15:00:00Z", "2026-12-06")],
    );
    expect(rows.map((r) => [r.account.nickname, r.paid?.id ?? null])).toEqual([
      ["Oficina", null],
      ["Casa", "op-1111111111-2026-12-03T15:00:00Z"],
    ]);
  });
});

describe("paymentOf", () => {
  const home = account("AR-S-0003", "1111111111");

  it("matches the paid debt's due date when known", () => {
    const n = notice(home.agendaId, { expirationDate: "2026-12-06" });
    expect(paymentOf(n, home, [payment("1111111111", "2026-11-01T10:00:00Z", "2026-11-06")])).toBeUndefined();
    expect(paymentOf(n, home, [payment("1111111111", "2026-12-01T10:00:00Z", "2026-12-06")])).toBeDefined();
  });

  it("otherwise counts a payment within the bill's period, and never another account's", () => {
    const n = notice(home.agendaId, { expirationDate: "2026-12-20" });
    expect(paymentOf(n, home, [payment("1111111111", "2026-12-10T10:00:00Z")])).toBeDefined();
    expect(paymentOf(n, home, [payment("1111111111", "2026-11-15T10:00:00Z")])).toBeUndefined();
    expect(paymentOf(n, home, [payment("2222222222", "2026-12-10T10:00:00Z")])).toBeUndefined();
  });

  it("takes a pay-again reminder as paid by its last payment or a later one", () => {
    const n = notice(home.agendaId, { type: "PAY_AGAIN", lastPaidDate: "2026-12-03" });
    expect(paymentOf(n, home, [payment("1111111111", "2026-12-03T18:00:00Z")])).toBeDefined();
    expect(paymentOf(n, home, [payment("1111111111", "2026-11-03T18:00:00Z")])).toBeUndefined();
  });
});

describe("accountOf", () => {
  it("finds the saved account by company and any of the operation's identifiers", () => {
    const saved = [account("AR-S-0003", "1111111111", "Casa")];
    const ids = [
      { identifierName: "docType", identifierValue: "DNI" },
      { identifierName: "clientNumber", identifierValue: "1111111111" },
    ];
    expect(accountOf(saved, "AR-S-0003", ids)?.nickname).toBe("Casa");
    expect(accountOf(saved, "AR-S-0009", ids)).toBeUndefined();
  });
});
