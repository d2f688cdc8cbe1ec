// Autopay with guardrails (lib/autopay): against a sandbox, mailbox and app(s) of its own, since
// the test moves the sandbox's clock days ahead (the app's autopay calendar follows it in sandbox
// mode) to reach each bill's notice and charge. It shows the notice goes out before the charge,
// a bill under the cap is paid once however many passes run — on PostgreSQL two instances, one
// of them killed with SIGKILL while the provider holds the payment; on the embedded database the
// one instance, killed and started again —, a bill over the cap becomes a reminder, and "skip this
// time" and "turn off" hold.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient, uniqueEmail } from "../support/api-client";
import { PASSWORD, expectError, verifyEmail } from "../support/auth-helpers";
import { startApp, type AppProcess } from "../support/app-process";
import { freePort } from "../support/free-port";
import { messagesTo, startMailbox, waitForMail, type MailboxProcess } from "../support/mailbox-process";
import { freshPostgres } from "../support/postgres";
import { LocalPushService, decryptPush, type Device } from "../support/push-service";
import { startSandbox, type SandboxProcess } from "../support/sandbox-process";
import { APP_SECRET_ENV, SANDBOX_SECRET_ENV } from "../support/secrets";

const COMPANY = "AR-S-0003"; // EDENOR: "Número de cliente" can be scheduled
const NOTICE = /^Débito automático: vamos a pagar/;
const DAY = 86_400_000;

type Charge = {
  id: string;
  state: string;
  reasonCode: string | null;
  amount: number;
  cap: number;
  dueDate: string;
  noticeAt: string;
  noticeSentAt: string | null;
  chargeAt: string;
  operationId: string | null;
  skippable: boolean;
};
type SandboxOperation = { externalClientId: string; externalPaymentId: string; status: string };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let number = 0;
/** A fresh client number ending in `lastDigit` (the sandbox's test value: 1 pays, 4 fails). */
const clientNumber = (lastDigit: number) => `${String(Date.now() % 1_000_000).padStart(6, "0")}${String(++number).padStart(3, "0")}${lastDigit}`;

describe("autopay", () => {
  const pg = inject("dbKind") === "postgres";
  let sandbox: SandboxProcess;
  let mailbox: MailboxProcess;
  let push: LocalPushService;
  let database: { url: string; drop(): Promise<void> } | null = null;
  let ports: [number, number];
  let env: Record<string, string>;
  const dirs: string[] = [];
  const running: AppProcess[] = [];

  /** An app instance on `port`: on PostgreSQL each has its own directory, on PGlite they share the database's. */
  async function instance(port: number): Promise<AppProcess> {
    if (pg || dirs.length === 0) dirs.push(mkdtempSync(path.join(tmpdir(), "saldo-autopay-")));
    const app = await startApp(port, { ...env, APP_URL: `http://127.0.0.1:${port}`, DATA_DIR: dirs.at(-1)! });
    running.push(app);
    return app;
  }

  beforeAll(async () => {
    ports = [await freePort(), await freePort()];
    database = pg ? await freshPostgres("autopay") : null;
    // Callbacks go to the first instance; after it is killed, status reads settle what they missed.
    sandbox = await startSandbox({ SANDBOX_CALLBACK_URL: `http://127.0.0.1:${ports[0]}`, ...SANDBOX_SECRET_ENV, SANDBOX_CALLBACK_DELAY_MS: "200" });
    mailbox = await startMailbox();
    push = await LocalPushService.start();
    env = {
      PROVIDER_BASE_URL: sandbox.url,
      ...APP_SECRET_ENV,
      TRUST_PROXY: "1",
      OPERATOR_EMAILS: "ops@saldo.test",
      CATALOG_REFRESH_MS: "3600000",
      RECONCILE_INTERVAL_MS: "300",
      RECONCILE_BASE_DELAY_MS: "300",
      JOBS_POLL_MS: "300",
      // A payment call outlives the provider's 4 s hold below; a pending row whose instance died is
      // the reconciler's after 2 × (3 + 6) + 5 = 23 s (about a minute by default).
      PROVIDER_TIMEOUT_MS: "3000",
      PROVIDER_PAYMENT_TIMEOUT_MS: "6000",
      SMTP_URL: mailbox.smtpUrl,
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    await instance(ports[0]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(running.map((a) => a.stop()));
    await Promise.all([sandbox?.stop(), mailbox?.stop(), push?.stop()]);
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const current = () => running.at(-1)!;

  const operators = new Map<AppProcess, ApiClient>();
  async function operatorOn(app: AppProcess): Promise<ApiClient> {
    const known = operators.get(app);
    if (known) return known;
    const ops = new ApiClient(app.url);
    operators.set(app, ops);
    const signedUp = await ops.post("/api/auth/sign-up", { email: "ops@saldo.test", name: "Ops", password: PASSWORD });
    if (signedUp.status !== 201) expect((await ops.post("/api/auth/sign-in", { email: "ops@saldo.test", password: PASSWORD })).status).toBe(200);
    return ops;
  }

  /** Runs the reminders pass (autopay goes first in it) `times` times at once. */
  async function scan(times = 1, app = current()): Promise<void> {
    const ops = await operatorOn(app);
    const answers = await Promise.all(Array.from({ length: times }, () => ops.post("/api/operator/jobs/run", { task: "reminders.scan" })));
    for (const answer of answers) expect(answer.status).toBe(202);
  }

  type Account = { agendaId: string; identifier: string };
  type Payer = { client: ApiClient; id: string; email: string; device: Device; accounts: Account[] };

  /** A verified user with one device and these EDENOR accounts, autopay on for each with `cap`. */
  async function payer(prefix: string, digits: number[], cap: number, noticeDays = 3): Promise<Payer> {
    const client = new ApiClient(current().url);
    const email = uniqueEmail(prefix);
    expect((await client.post("/api/auth/sign-up", { email, name: "Ana Pérez", password: PASSWORD })).status).toBe(201);
    await verifyEmail(client, mailbox.url, email);
    const id = (await client.get("/api/me")).body.user.id as string;
    const { body } = await client.get(`/api/companies/services/${COMPANY}`);
    const modality = (body.company.modalities as { modalityId: string; isSchedulable: boolean }[]).find((m) => m.isSchedulable)!;
    const accounts: Account[] = [];
    for (const digit of digits) {
      const identifier = clientNumber(digit);
      const added = await client.post("/api/agenda/adhesions", {
        companyCode: COMPANY,
        modalityId: modality.modalityId,
        queryData: [{ identifierName: "clientNumber", identifierValue: identifier }],
      });
      expect(added.status).toBe(201);
      const agendaId = added.body.adhesion.agendaId as string;
      const on = await client.request("PUT", `/api/agenda/adhesions/${encodeURIComponent(agendaId)}/autopay`, { enabled: true, cap, noticeDays });
      expect(on.status, JSON.stringify(on.body)).toBe(200);
      expect(on.body.autopay).toEqual({ enabled: true, cap, currency: "ARS", noticeDays });
      accounts.push({ agendaId, identifier });
    }
    const prefs = await client.request("PUT", "/api/me/notification-preferences", { email: true, push: true, quietStart: "00:00", quietEnd: "00:00" });
    expect(prefs.status).toBe(200);
    const device = push.device();
    expect((await client.post("/api/push/subscriptions", { endpoint: device.endpoint, expirationTime: null, keys: device.keys })).status).toBe(201);
    return { client, id, email, device, accounts };
  }

  const chargesOf = async (user: Payer, account: Account): Promise<Charge[]> => {
    const response = await new ApiClient(current().url, user.client.address).request(
      "GET",
      `/api/agenda/adhesions/${encodeURIComponent(account.agendaId)}/autopay`,
      undefined,
      { cookie: user.client.cookieHeader() },
    );
    expect(response.status).toBe(200);
    return response.body.charges as Charge[];
  };

  /** The account's one charge, once the passes made it (and it matches `ready`). */
  async function chargeOf(user: Payer, account: Account, ready: (c: Charge) => boolean = () => true): Promise<Charge> {
    let found: Charge | undefined;
    await expect
      .poll(async () => {
        const charges = await chargesOf(user, account);
        expect(charges.length).toBeLessThanOrEqual(1);
        found = charges[0];
        return found !== undefined && ready(found);
      }, { timeout: 20_000, interval: 300 })
      .toBe(true);
    return found!;
  }

  /** Moves the sandbox's clock (and so autopay's) to just past `moment`. */
  async function advanceTo(moment: number): Promise<void> {
    const { now } = await sandbox.control<{ now: string }>("/clock");
    const seconds = Math.ceil((moment - Date.parse(now)) / 1000) + 60;
    if (seconds > 0) await sandbox.control("/clock/advance", { seconds });
  }

  const providerPayments = async (user: Payer) =>
    (await sandbox.control<{ operations: (SandboxOperation & { kind: string })[] }>("/operations")).operations.filter(
      (o) => o.kind === "bill" && o.externalClientId === user.id,
    );

  const operationsOf = async (user: Payer) =>
    (await new ApiClient(current().url, user.client.address).request("GET", "/api/operations", undefined, { cookie: user.client.cookieHeader() })).body
      .operations as { id: string; status: string; origin: string }[];

  /** Plans the account's bill, then brings its notice: the clock moved to the notice, one pass. */
  async function noticed(user: Payer, account: Account): Promise<Charge> {
    const planned = await chargeOf(user, account);
    expect(planned.state).toBe("scheduled");
    if (!planned.noticeSentAt) {
      await advanceTo(Date.parse(planned.noticeAt));
      await scan();
    }
    return chargeOf(user, account, (c) => c.noticeSentAt !== null);
  }

  /** The moment the charge may run: its time, and a full day after the notice went out. */
  const chargeMoment = (c: Charge) => Math.max(Date.parse(c.chargeAt), Date.parse(c.noticeSentAt!) + DAY);

  it("turns on only for the owner's saved account, with a cap, and keeps the provider's adhesion in step", async () => {
    const user = await payer("ap-on", [1], 50_000);
    const [account] = user.accounts as [Account];
    const listed = await user.client.get("/api/agenda/adhesions");
    const adhesion = (listed.body.adhesions as { agendaId: string; isAutomaticDebit: boolean; autopay: unknown }[]).find((a) => a.agendaId === account.agendaId)!;
    expect(adhesion.isAutomaticDebit).toBe(true);
    expect(adhesion.autopay).toEqual({ enabled: true, cap: 50_000, currency: "ARS", noticeDays: 3 });

    const path = `/api/agenda/adhesions/${encodeURIComponent(account.agendaId)}/autopay`;
    expectError(await user.client.request("PUT", path, { enabled: true, cap: -5 }), 400, "INVALID_INPUT");
    expectError(await user.client.request("PUT", path, { enabled: true, cap: 100, noticeDays: 0 }), 400, "INVALID_INPUT");
    expectError(await user.client.request("PUT", path, { enabled: true }), 400, "INVALID_INPUT");
    const stranger = await payer("ap-stranger", [], 0);
    expectError(await stranger.client.request("PUT", path, { enabled: true, cap: 100 }), 404, "NOT_FOUND");
    expectError(await new ApiClient(current().url).request("PUT", path, { enabled: false }), 401, "UNAUTHENTICATED");

    expect((await user.client.request("PUT", path, { enabled: false })).body.autopay.enabled).toBe(false);
    const after = (await user.client.get("/api/agenda/adhesions")).body.adhesions as { agendaId: string; isAutomaticDebit: boolean }[];
    expect(after.find((a) => a.agendaId === account.agendaId)!.isAutomaticDebit).toBe(false);
  });

  it("sends the notice before charging, then pays a bill under the cap once though every pass runs twice", async () => {
    const user = await payer("ap-once", [1], 1_000_000);
    const [account] = user.accounts as [Account];
    await sandbox.control("/agenda/notify", { externalClientId: user.id });
    await scan(2);

    const charge = await noticed(user, account);
    expect(Date.parse(charge.chargeAt) - Date.parse(charge.noticeAt)).toBeGreaterThanOrEqual(DAY);
    const mail = await waitForMail(mailbox.url, user.email, { subject: NOTICE, timeoutMs: 20_000 });
    const manage = `http://127.0.0.1:${ports[0]}/autopay/${charge.id}`;
    expect(mail.text).toContain(`Saltear esta vez: ${manage}?do=skip`);
    expect(mail.text).toContain(`Desactivar el débito automático: ${manage}?do=off`);
    await expect.poll(() => push.to(user.device).length, { timeout: 20_000 }).toBe(1);
    expect(decryptPush(user.device, push.to(user.device)[0]!)).toMatchObject({ url: `/autopay/${charge.id}`, title: expect.stringMatching(/^Débito automático/) });
    // Noticed, not charged: nothing paid, and more passes now change nothing.
    await scan(2);
    await pause(1_000);
    expect(await providerPayments(user)).toEqual([]);
    expect((await chargeOf(user, account)).state).toBe("scheduled");
    // No plain reminder of the bill autopay speaks for.
    expect((await messagesTo(mailbox.url, user.email)).filter((m) => /vence/.test(m.subject))).toEqual([]);

    await advanceTo(chargeMoment(charge));
    await scan(2);
    await scan(2);
    await expect.poll(async () => (await providerPayments(user)).length, { timeout: 20_000 }).toBe(1);
    // The callback confirms it, and the charge follows at once: no scan needed.
    await expect.poll(async () => (await chargeOf(user, account)).state, { timeout: 30_000, interval: 500 }).toBe("paid");
    await scan(2);
    await pause(1_000);

    const paid = await chargeOf(user, account);
    const operations = await operationsOf(user);
    expect(operations).toHaveLength(1);
    expect(operations[0]).toMatchObject({ id: paid.operationId, status: "confirmed", origin: "autopay" });
    expect(await providerPayments(user)).toHaveLength(1);
    await waitForMail(mailbox.url, user.email, { subject: /^Pagamos tu factura/, timeoutMs: 20_000 });
    expect((await messagesTo(mailbox.url, user.email)).filter((m) => NOTICE.test(m.subject))).toHaveLength(1);

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
  });

  it("pays once when the instance charging is killed while the provider holds the payment", async () => {
    const user = await payer("ap-kill", [1], 1_000_000);
    const [account] = user.accounts as [Account];
    await sandbox.control("/agenda/notify", { externalClientId: user.id });
    await scan();
    const charge = await noticed(user, account);
    await advanceTo(chargeMoment(charge));

    const route = "POST /services/payment";
    const before = (await sandbox.control<{ byRoute: Record<string, number> }>("/stats/routes")).byRoute[route] ?? 0;
    await sandbox.control("/faults", { latencyMs: 4_000, latencyPaths: ["/services/payment"] });
    await scan();
    // The payment reached the provider, which holds it: the instance dies mid-charge.
    await expect.poll(async () => (await sandbox.control<{ byRoute: Record<string, number> }>("/stats/routes")).byRoute[route] ?? 0, { timeout: 20_000, interval: 100 }).toBe(before + 1);
    const killed = current();
    await killed.kill("SIGKILL");
    running.splice(running.indexOf(killed), 1);
    await sandbox.control("/faults", { latencyMs: 0, latencyPaths: [] });
    // On PostgreSQL the other instance goes on; on the embedded database the same one restarts.
    await instance(pg ? ports[1] : ports[0]);

    await expect.poll(async () => {
      await scan(2);
      return (await chargeOf(user, account)).state;
    }, { timeout: 60_000, interval: 1_000 }).toBe("paid");
    await scan(2);
    await pause(1_000);
    expect(await providerPayments(user)).toHaveLength(1);
    const operations = await operationsOf(user);
    expect(operations).toHaveLength(1);
    expect(operations[0]).toMatchObject({ status: "confirmed", origin: "autopay" });
  }, 120_000);

  it("never charges a bill over the cap: it becomes a reminder to pay it", async () => {
    const user = await payer("ap-cap", [1], 1);
    const [account] = user.accounts as [Account];
    await sandbox.control("/agenda/notify", { externalClientId: user.id });
    await scan(2);
    const charge = await chargeOf(user, account, (c) => c.state !== "scheduled");
    expect(charge).toMatchObject({ state: "over_cap", reasonCode: "OVER_CAP", cap: 1 });
    expect(charge.amount).toBeGreaterThan(1);
    const mail = await waitForMail(mailbox.url, user.email, { subject: /supera tu tope/, timeoutMs: 20_000 });
    expect(mail.text).toMatch(new RegExp(`Pagar ahora: http://127\\.0\\.0\\.1:\\d+/pay/${COMPANY}\\?modality=.+&clientNumber=${account.identifier}&autoquery=1`));
    await expect.poll(() => push.to(user.device).length, { timeout: 20_000 }).toBe(1);

    await advanceTo(Date.parse(charge.dueDate) - DAY / 2);
    await scan(2);
    await pause(1_000);
    expect(await providerPayments(user)).toEqual([]);
    expect(await operationsOf(user)).toEqual([]);
    expect((await messagesTo(mailbox.url, user.email)).filter((m) => /supera tu tope/.test(m.subject))).toHaveLength(1);
  });

  /** A user with one autopay account whose bill's notice went out. */
  async function noticedBill(prefix: string, digit: number): Promise<{ user: Payer; account: Account; charge: Charge }> {
    const user = await payer(prefix, [digit], 1_000_000);
    const [account] = user.accounts as [Account];
    await sandbox.control("/agenda/notify", { externalClientId: user.id });
    await scan();
    return { user, account, charge: await noticed(user, account) };
  }

  /** Runs the passes at and after the charge's moment; answers the charge as they leave it. */
  async function pastTheCharge(user: Payer, account: Account, charge: Charge): Promise<Charge> {
    await advanceTo(chargeMoment(charge));
    await scan(2);
    await scan(2);
    await pause(1_000);
    return chargeOf(user, account);
  }

  it("honours “skip this time” up to the charge, and reminds the user of the bill instead", async () => {
    const { user, account, charge } = await noticedBill("ap-skip", 1);
    const skip = await user.client.post(`/api/autopay/charges/${charge.id}/skip`);
    expect(skip.status).toBe(200);
    expect(skip.body.charge).toMatchObject({ state: "skipped", skippable: false });
    expectError(await user.client.post(`/api/autopay/charges/${charge.id}/skip`), 409, "CONFLICT");
    const stranger = await payer("ap-skip-stranger", [], 0);
    expectError(await stranger.client.post(`/api/autopay/charges/${charge.id}/skip`), 404, "NOT_FOUND");
    expectError(await user.client.post("/api/autopay/charges/not-a-charge/skip"), 404, "NOT_FOUND");

    expect((await pastTheCharge(user, account, charge)).state).toBe("skipped");
    expect(await providerPayments(user)).toEqual([]);
    // The bill is the user's to pay again: its plain reminder goes out.
    await waitForMail(mailbox.url, user.email, { subject: /vence/, timeoutMs: 20_000 });
  });

  it("honours “turn off” from the notice: nothing is charged, and the provider's adhesion follows", async () => {
    const { user, account, charge } = await noticedBill("ap-off", 1);
    const turnedOff = await user.client.post(`/api/autopay/charges/${charge.id}/turn-off`);
    expect(turnedOff.status).toBe(200);
    expect(turnedOff.body.charge).toMatchObject({ state: "cancelled", reasonCode: "TURNED_OFF", setting: { enabled: false } });
    expectError(await user.client.post(`/api/autopay/charges/${charge.id}/skip`), 409, "CONFLICT");
    const adhesions = (await user.client.get("/api/agenda/adhesions")).body.adhesions as { agendaId: string; isAutomaticDebit: boolean }[];
    expect(adhesions.find((a) => a.agendaId === account.agendaId)!.isAutomaticDebit).toBe(false);

    expect((await pastTheCharge(user, account, charge)).state).toBe("cancelled");
    expect(await providerPayments(user)).toEqual([]);
    expect(await operationsOf(user)).toEqual([]);
  });

  it("tells the user when the provider refuses a charge, and pays nothing more", async () => {
    const { user, account, charge } = await noticedBill("ap-fail", 4);
    await expect.poll(async () => (await pastTheCharge(user, account, charge)).state, { timeout: 30_000, interval: 1_000 }).toBe("failed");
    const payments = await providerPayments(user);
    expect(payments).toHaveLength(1);
    expect(payments[0]!.status).toBe("failed");
    const mail = await waitForMail(mailbox.url, user.email, { subject: /^No pudimos pagar/, timeoutMs: 20_000 });
    expect(mail.text).toContain(`clientNumber=${account.identifier}&autoquery=1`);
    await expect.poll(() => push.to(user.device).length, { timeout: 20_000 }).toBe(2); // the notice, the failure
    await scan(2);
    await pause(1_000);
    expect(await providerPayments(user)).toHaveLength(1);
  });
});
