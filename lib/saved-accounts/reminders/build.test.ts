import { describe, expect, it } from "vitest";
import type { AgendaNotification } from "@/lib/provider/types";
import { reminderMail, reminderPush } from "@/lib/notifications/mail/templates/reminder";
import { remindersFor } from "./build";

const account = { agendaId: "u#m#123", companyCode: "AR-S-0003", identifier: "123", nickname: "Casa <b>" };
const notice = (over: Partial<AgendaNotification> = {}): AgendaNotification => ({
  id: "n1",
  type: "EXPIRATION",
  agendaId: account.agendaId,
  companyCode: "AR-S-0003",
  companyName: "EDENOR",
  companyLogo: null,
  expirationDate: "2026-03-20",
  expirationDateWasEstimated: false,
  amount: 1500.5,
  lastPaidDate: null,
  lastPaidAmount: null,
  exchange: null,
  channels: ["EMAIL"],
  queryData: [],
  ...over,
});

describe("reminders for a user", () => {
  it("one per saved account with a due date ahead, keyed by its agendaId", () => {
    expect(remindersFor([notice(), notice({ id: "older", expirationDate: "2026-02-20" })], [account], "2026-03-10", [])).toEqual([
      {
        billKey: "u#m#123", companyCode: "AR-S-0003", companyName: "EDENOR", agendaId: "u#m#123", identifier: "123",
        nickname: "Casa <b>", dueDate: "2026-03-20", dueEstimated: false, amount: 1500.5, currency: "ARS",
      },
    ]);
  });

  it("none for an account not saved, a due date past, a notice without one, or a bill already paid", () => {
    expect(remindersFor([notice({ agendaId: "other" })], [account], "2026-03-10", [])).toEqual([]);
    expect(remindersFor([notice()], [account], "2026-03-21", [])).toEqual([]);
    expect(remindersFor([notice({ type: "PAY_AGAIN", expirationDate: null, lastPaidDate: "2026-02-01" })], [account], "2026-03-10", [])).toEqual([]);
    const paid = { id: "p", companyCode: "AR-S-0003", identifiers: [{ identifierName: "clientNumber", identifierValue: "123" }], createdAt: "2026-03-09T10:00:00Z", dueDate: "2026-03-20" };
    expect(remindersFor([notice()], [account], "2026-03-10", [paid])).toEqual([]);
  });

  it("keep whether the due date is estimated", () => {
    expect(remindersFor([notice({ expirationDateWasEstimated: true })], [account], "2026-03-10", [])[0]!.dueEstimated).toBe(true);
  });
});

describe("the reminder mail and push", () => {
  const words = { companyName: "EDENOR", dueDate: "2026-03-20", dueEstimated: false, amount: 1500.5, currency: "ARS" };
  const payUrl = "https://saldo.example.com/pay/AR-S-0003?modality=m&clientNumber=123&autoquery=1";

  it("word a real due date and an estimated one differently, in both languages, with the pay link", () => {
    const real = reminderMail({ ...words, locale: "es", payUrl });
    expect(real.subject).toBe("Tu factura de EDENOR vence el 20 de marzo");
    expect(real.text).toContain(`Pagar ahora: ${payUrl}`);
    expect(real.text).toMatch(/Importe: \$\s?1\.500,50/);
    expect(real.html).toContain(payUrl.replaceAll("&", "&amp;"));
    const estimated = reminderMail({ ...words, dueEstimated: true, locale: "es", payUrl });
    expect(estimated.subject).toBe("Tu factura de EDENOR vence cerca del 20 de marzo");
    expect(estimated.text).toContain("fecha estimada");
    const english = reminderMail({ ...words, dueEstimated: true, locale: "en", payUrl });
    expect(english.subject).toBe("Your EDENOR bill is due around March 20");
    expect(english.text).toContain(`Pay now: ${payUrl}`);
    for (const mail of [real, estimated, english]) expect(mail.text + mail.html).not.toMatch(/\{\w+\}|reminder\.\w+|<img/);
  });

  it("say when the amount is not known yet", () => {
    expect(reminderMail({ ...words, amount: null, currency: null, locale: "en", payUrl }).text).toContain("has not told the amount");
  });

  it("push a short title and line", () => {
    expect(reminderPush({ ...words, locale: "es" })).toEqual({ title: "Vence EDENOR", body: expect.stringMatching(/^Vence el 20 de marzo · \$\s?1\.500,50\. Tocá para pagar\.$/) });
    expect(reminderPush({ ...words, dueEstimated: true, amount: null, locale: "en" }).body).toBe("Due around March 20 (estimated). Tap to pay.");
  });
});
