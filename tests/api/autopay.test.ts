// Autopay with guardrails (lib/saved-accounts/autopay): against a sandbox, mailbox and app(s) of its own, since
// the test moves the sandbox's clock days ahead (the app's autopay calendar follows it in sandbox
// mode) to reach each bill's notice and charge. It shows the notice goes out before the charge,
// a bill under the cap is paid once however many passes run — on PostgreSQL two instances, one
// of them killed with SIGKILL while the provider holds the payment; on the embedded database the
// one instance, killed and started again —, a bill over the cap becomes a reminder, and "skip this
// time" and "turn off" hold.
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/api-client";
import { expectError } from "../support/auth-helpers";
import { messagesTo, waitForMail } from "../support/mailbox-process";
import { decryptPush } from "../support/push-service";
import { AutopayWorld, COMPANY, DAY, PAYMENT_HOLD_MS, chargeMoment, pause, type Account } from "../support/autopay-world";
import { confirming } from "../support/second-look";

const NOTICE = /^Débito automático: vamos a pagar/;

describe("autopay", () => {
  let w: AutopayWorld;
  beforeAll(async () => {
    w = await AutopayWorld.start(inject("dbKind") === "postgres");
  }, 120_000);
  afterAll(() => w?.stop());

  it("turns on only for the owner's saved account, with a cap, and keeps the provider's adhesion in step", async () => {
    const user = await w.payer("ap-on", [1], 50_000);
    const [account] = user.accounts as [Account];
    const listed = await user.client.get("/api/agenda/adhesions");
    const adhesion = (listed.body.adhesions as { agendaId: string; isAutomaticDebit: boolean; autopay: unknown }[]).find((a) => a.agendaId === account.agendaId)!;
    expect(adhesion.isAutomaticDebit).toBe(true);
    expect(adhesion.autopay).toEqual({ enabled: true, cap: 50_000, currency: "ARS", noticeDays: 3 });

    const path = `/api/agenda/adhesions/${encodeURIComponent(account.agendaId)}/autopay`;
    expectError(await user.client.request("PUT", path, { enabled: true, cap: -5 }), 400, "INVALID_INPUT");
    expectError(await user.client.request("PUT", path, { enabled: true, cap: 100, noticeDays: 0 }), 400, "INVALID_INPUT");
    expectError(await user.client.request("PUT", path, { enabled: true }), 400, "INVALID_INPUT");
    const stranger = await w.payer("ap-stranger", [], 0);
    expectError(await stranger.client.request("PUT", path, { enabled: true, cap: 100 }), 404, "NOT_FOUND");
    expectError(await new ApiClient(w.current().url).request("PUT", path, { enabled: false }), 401, "UNAUTHENTICATED");

    expect((await user.client.request("PUT", path, { enabled: false })).body.autopay.enabled).toBe(false);
    const after = (await user.client.get("/api/agenda/adhesions")).body.adhesions as { agendaId: string; isAutomaticDebit: boolean }[];
    expect(after.find((a) => a.agendaId === account.agendaId)!.isAutomaticDebit).toBe(false);
  });

  it("sends the notice before charging, then pays a bill under the cap once though every pass runs twice", async () => {
    const user = await w.payer("ap-once", [1], 1_000_000);
    const [account] = user.accounts as [Account];
    await w.sandbox.control("/agenda/notify", { externalClientId: user.id });
    await w.scan(2);

    const charge = await w.noticed(user, account);
    expect(Date.parse(charge.chargeAt) - Date.parse(charge.noticeAt)).toBeGreaterThanOrEqual(DAY);
    const mail = await waitForMail(w.mailbox.url, user.email, { subject: NOTICE, timeoutMs: 20_000 });
    const manage = `http://127.0.0.1:${w.ports[0]}/autopay/${charge.id}`;
    expect(mail.text).toContain(`Saltear esta vez: ${manage}?do=skip`);
    expect(mail.text).toContain(`Desactivar el débito automático: ${manage}?do=off`);
    await expect.poll(() => w.push.to(user.device).length, { timeout: 20_000 }).toBe(1);
    expect(decryptPush(user.device, w.push.to(user.device)[0]!)).toMatchObject({ url: `/autopay/${charge.id}`, title: expect.stringMatching(/^Débito automático/) });
    // Noticed, not charged: nothing paid, and more passes now change nothing.
    await w.scan(2);
    await pause(1_000);
    expect(await w.providerPayments(user)).toEqual([]);
    expect((await w.chargeOf(user, account)).state).toBe("scheduled");
    // No plain reminder of the bill autopay speaks for.
    expect((await messagesTo(w.mailbox.url, user.email)).filter((m) => /vence/.test(m.subject))).toEqual([]);

    await w.advanceTo(chargeMoment(charge));
    await w.scan(2);
    await w.scan(2);
    await expect.poll(async () => (await w.providerPayments(user)).length, { timeout: 20_000 }).toBe(1);
    // The callback confirms it, and the charge follows at once: no scan needed.
    await expect.poll(async () => (await w.chargeOf(user, account)).state, { timeout: 30_000, interval: 500 }).toBe("paid");
    await w.scan(2);
    await pause(1_000);

    const paid = await w.chargeOf(user, account);
    const operations = await w.operationsOf(user);
    expect(operations).toHaveLength(1);
    expect(operations[0]).toMatchObject({ id: paid.operationId, status: "confirmed", origin: "autopay" });
    expect(await w.providerPayments(user)).toHaveLength(1);
    await waitForMail(w.mailbox.url, user.email, { subject: /^Pagamos tu factura/, timeoutMs: 20_000 });
    expect((await messagesTo(w.mailbox.url, user.email)).filter((m) => NOTICE.test(m.subject))).toHaveLength(1);

    // Marked as autopay in the history and on its receipt; the charge's page shows it paid.
    const page = await user.client.get(`/operations/${paid.operationId}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-testid="origin"');
    expect(page.body).toContain("Débito automático");
    const chargePage = await user.client.get(`/autopay/${paid.id}`);
    expect(chargePage.status).toBe(200);
    expect(chargePage.body).toContain('data-state="paid"');
    expect(chargePage.body).toContain(`href="/operations/${paid.operationId}"`);
    expect(chargePage.body).not.toContain("Saltear esta vez");
  }, 120_000);

  it("follows the payment a pass beside it made, when the bill left the company's list while it looked", async () => {
    const user = await w.payer("ap-beside", [1], 1_000_000);
    const [account] = user.accounts as [Account];
    await w.sandbox.control("/agenda/notify", { externalClientId: user.id });
    await w.scan();
    const charge = await w.noticed(user, account);
    await w.advanceTo(chargeMoment(charge));

    // The company's list is held for a while: the first pass looks, then a second one; the first
    // is answered first and pays, so the second is answered with the bill already gone, while the
    // provider still holds the payment (processing, no callback yet).
    const route = "POST /services/debts";
    const queries = async () => (await w.sandbox.control<{ byRoute: Record<string, number> }>("/stats/routes")).byRoute[route] ?? 0;
    const before = await queries();
    await w.sandbox.control("/faults", { latencyMs: 2_000, latencyPaths: ["/services/debts"], holdSettlements: true });
    try {
      await w.scan();
      await expect.poll(queries, { timeout: 20_000, interval: 50 }).toBe(before + 1);
      await pause(1_000);
      await w.scan();
      await expect.poll(queries, { timeout: 20_000, interval: 50 }).toBe(before + 2);
      await expect.poll(async () => (await w.providerPayments(user)).length, { timeout: 20_000 }).toBe(1);
      // Both passes have had their answer and are done with the charge.
      await pause(3_000);
    } finally {
      await w.sandbox.control("/faults", { latencyMs: 0, latencyPaths: [], holdSettlements: false });
      await w.sandbox.control("/settlements/release", {});
    }

    // The second pass did not take the gone bill for one paid some other way: the charge follows
    // the first pass's payment to paid once the provider confirms it.
    await expect.poll(async () => (await w.chargeOf(user, account)).state, { timeout: 30_000, interval: 500 }).toBe("paid");
    const paid = await w.chargeOf(user, account);
    const operations = await w.operationsOf(user);
    expect(operations).toHaveLength(1);
    expect(operations[0]).toMatchObject({ id: paid.operationId, status: "confirmed", origin: "autopay" });
    expect(await w.providerPayments(user)).toHaveLength(1);
  }, 120_000);

  it("pays once when the instance charging is killed while the provider holds the payment", async () => {
    const user = await w.payer("ap-kill", [1], 1_000_000);
    const [account] = user.accounts as [Account];
    await w.sandbox.control("/agenda/notify", { externalClientId: user.id });
    await w.scan();
    const charge = await w.noticed(user, account);
    await w.advanceTo(chargeMoment(charge));

    const route = "POST /services/payment";
    const before = (await w.sandbox.control<{ byRoute: Record<string, number> }>("/stats/routes")).byRoute[route] ?? 0;
    await w.sandbox.control("/faults", { latencyMs: PAYMENT_HOLD_MS, latencyPaths: ["/services/payment"] });
    await w.scan();
    // The payment reached the provider, which holds it: the instance dies mid-charge.
    await expect.poll(async () => (await w.sandbox.control<{ byRoute: Record<string, number> }>("/stats/routes")).byRoute[route] ?? 0, { timeout: 20_000, interval: 100 }).toBe(before + 1);
    await w.crash();
    await w.sandbox.control("/faults", { latencyMs: 0, latencyPaths: [] });
    // On PostgreSQL the other instance goes on; on the embedded database the same one restarts.
    await w.instance(w.pg ? w.ports[1] : w.ports[0]);

    await expect.poll(async () => {
      await w.scan(2);
      return (await w.chargeOf(user, account)).state;
    }, { timeout: 60_000, interval: 1_000 }).toBe("paid");
    await w.scan(2);
    await pause(1_000);
    expect(await w.providerPayments(user)).toHaveLength(1);
    const operations = await w.operationsOf(user);
    expect(operations).toHaveLength(1);
    expect(operations[0]).toMatchObject({ status: "confirmed", origin: "autopay" });
  }, 120_000);

  it("never charges a bill whose query needs its own field (ARBA's issue date): it becomes a reminder with Pagar ahora", async () => {
    const user = await w.payer("ap-arba", [], 1_000_000);
    const arba = (await user.client.get("/api/companies/services/AR-S-0041")).body.company.modalities[0].modalityId as string;
    const partida = `${randomInt(10_000_000, 100_000_000)}1`;
    const added = await user.client.post("/api/agenda/adhesions", { companyCode: "AR-S-0041", modalityId: arba, queryData: [{ identifierName: "parcelNumber", identifierValue: partida }] });
    expect(added.status).toBe(201);
    const agendaId = added.body.adhesion.agendaId as string;
    expect((await confirming(user.client, "PUT", `/api/agenda/adhesions/${encodeURIComponent(agendaId)}/autopay`, { enabled: true, cap: 1_000_000 })).status).toBe(200);
    await w.sandbox.control("/agenda/notify", { externalClientId: user.id });
    await w.scan(2);
    const [bill] = (await w.sandbox.control<{ bills: { issueDate: string }[] }>(`/bills/AR-S-0041/${partida}`)).bills;
    const mail = await waitForMail(w.mailbox.url, user.email, { subject: /ARBA/, timeoutMs: 20_000 });
    expect(mail.text).toMatch(new RegExp(`Pagar ahora: http://127\\.0\\.0\\.1:\\d+/pay/AR-S-0041\\?modality=.+&parcelNumber=${partida}&issueDate=${bill!.issueDate}&autoquery=1`));
    expect(await w.chargesOf(user, { agendaId, identifier: partida })).toEqual([]);
  }, 120_000);

  it("never charges a bill over the cap: it becomes a reminder to pay it", async () => {
    const user = await w.payer("ap-cap", [1], 1);
    const [account] = user.accounts as [Account];
    await w.sandbox.control("/agenda/notify", { externalClientId: user.id });
    await w.scan(2);
    const charge = await w.chargeOf(user, account, (c) => c.state !== "scheduled");
    expect(charge).toMatchObject({ state: "over_cap", reasonCode: "OVER_CAP", cap: 1 });
    expect(charge.amount).toBeGreaterThan(1);
    const mail = await waitForMail(w.mailbox.url, user.email, { subject: /supera tu tope/, timeoutMs: 20_000 });
    expect(mail.text).toMatch(new RegExp(`Pagar ahora: http://127\\.0\\.0\\.1:\\d+/pay/${COMPANY}\\?modality=.+&clientNumber=${account.identifier}&autoquery=1`));
    await expect.poll(() => w.push.to(user.device).length, { timeout: 20_000 }).toBe(1);

    await w.advanceTo(Date.parse(charge.dueDate) - DAY / 2);
    await w.scan(2);
    await pause(1_000);
    expect(await w.providerPayments(user)).toEqual([]);
    expect(await w.operationsOf(user)).toEqual([]);
    expect((await messagesTo(w.mailbox.url, user.email)).filter((m) => /supera tu tope/.test(m.subject))).toHaveLength(1);
  });

  /** A user with one autopay account whose bill's notice went out. */
  it("honours “skip this time” up to the charge, and reminds the user of the bill instead", async () => {
    const { user, account, charge } = await w.noticedBill("ap-skip", 1);
    const skip = await user.client.post(`/api/autopay/charges/${charge.id}/skip`);
    expect(skip.status).toBe(200);
    expect(skip.body.charge).toMatchObject({ state: "skipped", skippable: false });
    expectError(await user.client.post(`/api/autopay/charges/${charge.id}/skip`), 409, "CONFLICT");
    const stranger = await w.payer("ap-skip-stranger", [], 0);
    expectError(await stranger.client.post(`/api/autopay/charges/${charge.id}/skip`), 404, "NOT_FOUND");
    expectError(await user.client.post("/api/autopay/charges/not-a-charge/skip"), 404, "NOT_FOUND");

    expect((await w.pastTheCharge(user, account, charge)).state).toBe("skipped");
    expect(await w.providerPayments(user)).toEqual([]);
    // The bill is the user's to pay again: its plain reminder goes out.
    await waitForMail(w.mailbox.url, user.email, { subject: /vence/, timeoutMs: 20_000 });
  });

  it("honours “turn off” from the notice: nothing is charged, and the provider's adhesion follows", async () => {
    const { user, account, charge } = await w.noticedBill("ap-off", 1);
    const turnedOff = await user.client.post(`/api/autopay/charges/${charge.id}/turn-off`);
    expect(turnedOff.status).toBe(200);
    expect(turnedOff.body.charge).toMatchObject({ state: "cancelled", reasonCode: "TURNED_OFF", setting: { enabled: false } });
    expectError(await user.client.post(`/api/autopay/charges/${charge.id}/skip`), 409, "CONFLICT");
    const adhesions = (await user.client.get("/api/agenda/adhesions")).body.adhesions as { agendaId: string; isAutomaticDebit: boolean }[];
    expect(adhesions.find((a) => a.agendaId === account.agendaId)!.isAutomaticDebit).toBe(false);

    expect((await w.pastTheCharge(user, account, charge)).state).toBe("cancelled");
    expect(await w.providerPayments(user)).toEqual([]);
    expect(await w.operationsOf(user)).toEqual([]);
  });

  it("tells the user when the provider refuses a charge, and pays nothing more", async () => {
    const { user, account, charge } = await w.noticedBill("ap-fail", 4);
    await expect.poll(async () => (await w.pastTheCharge(user, account, charge)).state, { timeout: 30_000, interval: 1_000 }).toBe("failed");
    const payments = await w.providerPayments(user);
    expect(payments).toHaveLength(1);
    expect(payments[0]!.status).toBe("failed");
    const mail = await waitForMail(w.mailbox.url, user.email, { subject: /^No pudimos pagar/, timeoutMs: 20_000 });
    expect(mail.text).toContain(`clientNumber=${account.identifier}&autoquery=1`);
    await expect.poll(() => w.push.to(user.device).length, { timeout: 20_000 }).toBe(2); // the notice, the failure
    await w.scan(2);
    await pause(1_000);
    expect(await w.providerPayments(user)).toHaveLength(1);
  });
});
