import { describe, expect, it } from "vitest";
import type { AgendaNotification } from "@/lib/provider";
import { useSandbox } from "../support/contract-fixture";

const EDENOR = "AR-S-0003";
const EDENOR_INPUT = "64efa683-7502-42a8-afcc-d9f8e2b6eab3";
const CLIENT = "agenda-notify-client";
const agendaIdOf = (clientNumber: string) => `${CLIENT}#${EDENOR_INPUT}#${clientNumber}`;

// The sandbox derives a notification's channels from a hash of its agendaId; for this client and
// modality these identifiers give the sets below, so together the three channels all appear while
// no single adhesion has them all. The last digit picks the type.
const EXPECTED = [
  { clientNumber: "1000000041", type: "EXPIRATION", channels: ["SMS"] },
  { clientNumber: "1000000022", type: "PAY_AGAIN", channels: ["EMAIL", "PUSH"] },
  { clientNumber: "1000000003", type: "NEW_BILL", channels: ["EMAIL", "PUSH"] },
] as const;
const PAUSED = "1000000011";
const DATE = /^\d{4}-\d{2}-\d{2}/;

describe("agenda notifications", () => {
  const ctx = useSandbox();

  async function registerAll() {
    for (const { clientNumber } of EXPECTED) {
      await ctx.client.agenda.register({
        companyCode: EDENOR,
        modalityId: EDENOR_INPUT,
        queryData: [{ identifierName: "clientNumber", identifierValue: clientNumber }],
        externalClientId: CLIENT,
      });
    }
    const paused = await ctx.client.agenda.register({
      companyCode: EDENOR,
      modalityId: EDENOR_INPUT,
      queryData: [{ identifierName: "clientNumber", identifierValue: PAUSED }],
      externalClientId: CLIENT,
    });
    await ctx.client.agenda.update({ agendaId: paused.agendaId, isAdhered: false });
  }

  const notify = (externalClientId: string) =>
    ctx.sandbox.control<{ notifications: unknown[] }>("/agenda/notify", { externalClientId });

  const byAgendaId = (list: AgendaNotification[], clientNumber: string) =>
    list.filter((n) => n.agendaId === agendaIdOf(clientNumber));

  it("has no notifications before the provider makes any", async () => {
    await registerAll();
    expect((await ctx.client.agenda.notifications(CLIENT)).notifications).toEqual([]);
  });

  it("makes one notification per active adhesion and none for a paused one", async () => {
    await registerAll();
    expect((await notify(CLIENT)).notifications).toHaveLength(EXPECTED.length);
    const { notifications } = await ctx.client.agenda.notifications(CLIENT);
    expect(notifications).toHaveLength(EXPECTED.length);
    expect(byAgendaId(notifications, PAUSED)).toEqual([]);
    for (const { clientNumber, type, channels } of EXPECTED) {
      const [notification, ...others] = byAgendaId(notifications, clientNumber);
      expect(others).toEqual([]);
      expect(notification).toMatchObject({ type, companyCode: EDENOR, companyName: "EDENOR" });
      expect(notification?.id).toMatch(/\S/);
      expect([...(notification?.channels ?? [])].sort()).toEqual([...channels].sort());
    }
  });

  it("uses each channel at least once and nothing but EMAIL, SMS and PUSH", async () => {
    await registerAll();
    await notify(CLIENT);
    const { notifications } = await ctx.client.agenda.notifications(CLIENT);
    const used = new Set(notifications.flatMap((n) => n.channels));
    expect([...used].sort()).toEqual(["EMAIL", "PUSH", "SMS"]);
    for (const n of notifications) {
      expect(n.channels.length).toBeGreaterThan(0);
      expect(n.channels.length).toBeLessThan(3);
    }
  });

  it("gives each type its own data: real due date, estimated due date, or last payment", async () => {
    await registerAll();
    await notify(CLIENT);
    const { notifications } = await ctx.client.agenda.notifications(CLIENT);
    const [expiration] = byAgendaId(notifications, "1000000041");
    const [payAgain] = byAgendaId(notifications, "1000000022");
    const [newBill] = byAgendaId(notifications, "1000000003");

    expect(expiration).toMatchObject({ type: "EXPIRATION", expirationDateWasEstimated: false });
    expect(expiration?.amount).toBeGreaterThan(0);
    expect(expiration?.expirationDate).toMatch(DATE);

    expect(newBill).toMatchObject({ type: "NEW_BILL", expirationDateWasEstimated: true });
    expect(newBill?.amount).toBeGreaterThan(0);
    expect(newBill?.expirationDate).toMatch(DATE);

    expect(payAgain).toMatchObject({ type: "PAY_AGAIN", amount: null });
    expect(payAgain?.lastPaidDate).toMatch(DATE);
    expect(typeof payAgain?.lastPaidAmount).toBe("number");
  });

  it("lists notifications newest first after a second round", async () => {
    await registerAll();
    await notify(CLIENT);
    const first = (await ctx.client.agenda.notifications(CLIENT)).notifications.map((n) => n.id);
    await notify(CLIENT);
    const second = (await ctx.client.agenda.notifications(CLIENT)).notifications.map((n) => n.id);
    expect(second).toHaveLength(2 * EXPECTED.length);
    expect(second.slice(EXPECTED.length)).toEqual(first);
    expect(new Set(second).size).toBe(second.length);
  });

  it("attaches each adhesion's own notifications when listing with includeNotifications", async () => {
    await registerAll();
    await notify(CLIENT);
    const plain = await ctx.client.agenda.list({ externalClientId: CLIENT });
    expect(plain.adhesions.every((a) => a.notifications.length === 0)).toBe(true);

    const { adhesions } = await ctx.client.agenda.list({ externalClientId: CLIENT, includeNotifications: true });
    expect(adhesions.map((a) => a.serviceIdentifier).sort()).toEqual(EXPECTED.map((e) => e.clientNumber).sort());
    for (const a of adhesions) {
      expect(a.notifications).toHaveLength(1);
      expect(a.notifications[0]).toMatchObject({ agendaId: a.agendaId, type: a.type });
    }
    const all = await ctx.client.agenda.list({ externalClientId: CLIENT, allAdhesions: true, includeNotifications: true });
    expect(all.adhesions.find((a) => a.agendaId === agendaIdOf(PAUSED))?.notifications).toEqual([]);
  });

  it("shows another client none of these adhesions or notifications", async () => {
    await registerAll();
    await notify(CLIENT);
    expect((await notify("someone-else")).notifications).toEqual([]);
    expect((await ctx.client.agenda.notifications("someone-else")).notifications).toEqual([]);
    expect((await ctx.client.agenda.list({ externalClientId: "someone-else", allAdhesions: true })).adhesions).toEqual([]);
  });
});
