import { describe, expect, it } from "vitest";
import type { PaymentRef, SavedAccountRef } from "./accounts";
import { billNotices, foldReminders, maskIdentifier } from "./bill-notices";

const account = (identifier: string, nickname: string): SavedAccountRef => ({ agendaId: `u#m#${identifier}`, companyCode: "AR-S-0003", identifier, nickname });
const casa = account("1234567891", "Casa");
const oficina = account("9876543211", "Oficina");

type Notice = { id: string; type: string; agendaId: string | null; expirationDate: string | null; lastPaidDate: string | null };
let next = 0;
const notice = (a: SavedAccountRef, extra: Partial<Notice> = {}): Notice => ({
  id: `n${next++}`,
  type: "EXPIRATION",
  agendaId: a.agendaId,
  expirationDate: "2026-12-10",
  lastPaidDate: null,
  ...extra,
});
const paymentOf = (a: SavedAccountRef, dueDate: string | null, createdAt = "2026-11-27T12:00:00Z"): PaymentRef => ({
  id: `op-${a.identifier}`,
  companyCode: a.companyCode,
  identifiers: [{ identifierName: "clientNumber", identifierValue: a.identifier }],
  createdAt,
  dueDate,
});

describe("maskIdentifier", () => {
  it("shows the last four only, and at most half of a short one", () => {
    expect(maskIdentifier("1234567891")).toBe("••••7891");
    expect(maskIdentifier("123456")).toBe("•••456");
    expect(maskIdentifier("12")).toBe("•2");
  });
});

describe("billNotices", () => {
  it("lists a bill once, however many notices name it, and two accounts of one company apart", () => {
    const entries = billNotices([notice(casa), notice(casa, { type: "NEW_BILL" }), notice(oficina)], [casa, oficina], []);
    expect(entries.map((e) => e.account.nickname)).toEqual(["Casa", "Oficina"]);
    expect(entries.every((e) => e.paid === null)).toBe(true);
  });

  it("makes the bill paid here and the provider's 'pay again' after it one entry, with its payment", () => {
    const paid = paymentOf(oficina, "2026-12-10");
    const entries = billNotices(
      [notice(oficina, { type: "PAY_AGAIN", expirationDate: null, lastPaidDate: "2026-11-27" }), notice(oficina), notice(casa)],
      [casa, oficina],
      [paid],
    );
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ account: { nickname: "Oficina" }, paid: { id: paid.id } });
    expect(entries[0]?.keys).toHaveLength(2);
    expect(entries[1]).toMatchObject({ account: { nickname: "Casa" }, paid: null });
  });

  it("leaves out accounts the user did not save", () => {
    expect(billNotices([notice(casa)], [oficina], [])).toEqual([]);
  });
});

describe("foldReminders", () => {
  const reminder = (id: string, read: boolean) => ({ subjectId: id, read });
  const about = new Map([
    ["r-casa", { agendaId: casa.agendaId, companyCode: casa.companyCode, identifier: casa.identifier, dueDate: "2026-12-10" }],
    ["r-oficina", { agendaId: oficina.agendaId, companyCode: oficina.companyCode, identifier: oficina.identifier, dueDate: "2026-12-10" }],
  ]);

  it("folds a reminder of a listed bill into it (new while unseen), and keeps the rest with their payment", () => {
    const [entry] = billNotices([notice(casa)], [casa], []);
    const listed = new Set(entry?.keys);
    const { rest, unseen } = foldReminders([reminder("r-casa", false), reminder("r-oficina", true)], about, listed, [paymentOf(oficina, "2026-12-10")]);
    expect([...unseen]).toEqual(entry?.keys);
    expect(rest).toEqual([{ subjectId: "r-oficina", read: true, paidId: "op-9876543211" }]);
  });
});
