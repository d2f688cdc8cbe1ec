// The world tests/api/autopay.test.ts runs autopay in: a sandbox, mailbox, push service and app
// instance(s) of its own (the test moves that sandbox's clock days ahead, and the app's autopay
// calendar follows it in sandbox mode), and what a test does in it: users with autopay accounts,
// reminder passes run by the operator, charges read back, the clock moved to a notice or a charge.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { ApiClient, uniqueEmail } from "./api-client";
import { PASSWORD, verifyEmail } from "./auth-helpers";
import { confirming } from "./second-look";
import { startApp, type AppProcess } from "./app-process";
import { freePort } from "./free-port";
import { startMailbox, type MailboxProcess } from "./mailbox-process";
import { freshPostgres } from "./postgres";
import { LocalPushService, type Device } from "./push-service";
import { startSandbox, type SandboxProcess } from "./sandbox-process";
import { APP_SECRET_ENV, SANDBOX_SECRET_ENV } from "./secrets";

export const COMPANY = "AR-S-0003"; // EDENOR: "Número de cliente" can be scheduled
export const DAY = 86_400_000;

// The kill test's clock, set together. The provider holds the payment PAYMENT_HOLD_MS (a latency
// fault): long enough for the test to see it arrive and kill the instance first. A payment call
// outlives that hold, and a pending row whose instance died becomes the reconciler's after the
// app's pending grace window, 2 × (read timeout + payment timeout) + 5 s = 17 s here (about a
// minute by default): never shorter than the calls it covers, and no longer than they need.
/** How long the provider holds the payment the killed instance is waiting on. */
export const PAYMENT_HOLD_MS = 2_000;
const PROVIDER_READ_TIMEOUT_MS = 3_000;
const PROVIDER_PAYMENT_TIMEOUT_MS = PAYMENT_HOLD_MS + 1_000;

export type Charge = {
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
export type Account = { agendaId: string; identifier: string };
export type Payer = { client: ApiClient; id: string; email: string; device: Device; accounts: Account[] };
type SandboxOperation = { kind: string; externalClientId: string; externalPaymentId: string; status: string };

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let number = 0;
/** A fresh client number ending in `lastDigit` (the sandbox's test value: 1 pays, 4 fails). */
const clientNumber = (lastDigit: number) => `${String(Date.now() % 1_000_000).padStart(6, "0")}${String(++number).padStart(3, "0")}${lastDigit}`;

/** The moment a charge may run: its time, and a full day after its notice went out. */
export const chargeMoment = (c: Charge) => Math.max(Date.parse(c.chargeAt), Date.parse(c.noticeSentAt!) + DAY);

export class AutopayWorld {
  /** The running instances, the last one current. */
  readonly running: AppProcess[] = [];
  private readonly dirs: string[] = [];
  private readonly operators = new Map<AppProcess, ApiClient>();

  private constructor(
    /** On PostgreSQL: two instances on one database; on PGlite: one, restarted on its directory. */
    readonly pg: boolean,
    readonly ports: [number, number],
    readonly sandbox: SandboxProcess,
    readonly mailbox: MailboxProcess,
    readonly push: LocalPushService,
    private readonly database: { url: string; drop(): Promise<void> } | null,
    private readonly env: Record<string, string>,
  ) {}

  static async start(pg: boolean): Promise<AutopayWorld> {
    const ports: [number, number] = [await freePort(), await freePort()];
    const database = pg ? await freshPostgres("autopay") : null;
    // Callbacks go to the first instance; after it is killed, status reads settle what they missed.
    const sandbox = await startSandbox({ SANDBOX_CALLBACK_URL: `http://127.0.0.1:${ports[0]}`, ...SANDBOX_SECRET_ENV, SANDBOX_CALLBACK_DELAY_MS: "200" });
    const mailbox = await startMailbox();
    const push = await LocalPushService.start();
    const env = {
      PROVIDER_BASE_URL: sandbox.url,
      ...APP_SECRET_ENV,
      TRUST_PROXY: "1",
      OPERATOR_EMAILS: "ops@saldo.test",
      CATALOG_REFRESH_MS: "3600000",
      RECONCILE_INTERVAL_MS: "300",
      RECONCILE_BASE_DELAY_MS: "300",
      JOBS_POLL_MS: "300",
      PROVIDER_TIMEOUT_MS: String(PROVIDER_READ_TIMEOUT_MS),
      PROVIDER_PAYMENT_TIMEOUT_MS: String(PROVIDER_PAYMENT_TIMEOUT_MS),
      SMTP_URL: mailbox.smtpUrl,
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    const world = new AutopayWorld(pg, ports, sandbox, mailbox, push, database, env);
    await world.instance(ports[0]);
    return world;
  }

  async stop(): Promise<void> {
    await Promise.all(this.running.map((a) => a.stop()));
    await Promise.all([this.sandbox.stop(), this.mailbox.stop(), this.push.stop()]);
    await this.database?.drop();
    for (const dir of this.dirs) rmSync(dir, { recursive: true, force: true });
  }

  /** An app instance on `port`: on PostgreSQL each has its own directory, on PGlite they share the database's. */
  async instance(port: number): Promise<AppProcess> {
    if (this.pg || this.dirs.length === 0) this.dirs.push(mkdtempSync(path.join(tmpdir(), "saldo-autopay-")));
    const app = await startApp(port, { ...this.env, APP_URL: `http://127.0.0.1:${port}`, DATA_DIR: this.dirs.at(-1)! });
    this.running.push(app);
    return app;
  }

  current = (): AppProcess => this.running.at(-1)!;

  /** Kills the current instance with SIGKILL (a crash). */
  async crash(): Promise<void> {
    const killed = this.current();
    await killed.kill("SIGKILL");
    this.running.splice(this.running.indexOf(killed), 1);
  }

  private async operatorOn(app: AppProcess): Promise<ApiClient> {
    const known = this.operators.get(app);
    if (known) return known;
    const ops = new ApiClient(app.url);
    this.operators.set(app, ops);
    const signedUp = await ops.post("/api/auth/sign-up", { email: "ops@saldo.test", name: "Ops", password: PASSWORD });
    if (signedUp.status !== 201) expect((await ops.post("/api/auth/sign-in", { email: "ops@saldo.test", password: PASSWORD })).status).toBe(200);
    return ops;
  }

  /** Runs the reminders pass (autopay goes first in it) `times` times at once. */
  async scan(times = 1): Promise<void> {
    const ops = await this.operatorOn(this.current());
    const answers = await Promise.all(Array.from({ length: times }, () => ops.post("/api/operator/jobs/run", { task: "reminders.scan" })));
    for (const answer of answers) expect(answer.status).toBe(202);
  }

  /** A verified user with one device and these EDENOR accounts, autopay on for each with `cap`. */
  async payer(prefix: string, digits: number[], cap: number, noticeDays = 3): Promise<Payer> {
    const client = new ApiClient(this.current().url);
    const email = uniqueEmail(prefix);
    expect((await client.post("/api/auth/sign-up", { email, name: "Ana Pérez", password: PASSWORD })).status).toBe(201);
    await verifyEmail(client, this.mailbox.url, email);
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
      const on = await confirming(client, "PUT", `/api/agenda/adhesions/${encodeURIComponent(agendaId)}/autopay`, { enabled: true, cap, noticeDays });
      expect(on.status, JSON.stringify(on.body)).toBe(200);
      expect(on.body.autopay).toEqual({ enabled: true, cap, currency: "ARS", noticeDays });
      accounts.push({ agendaId, identifier });
    }
    const prefs = await client.request("PUT", "/api/me/notification-preferences", { email: true, push: true, quietStart: "00:00", quietEnd: "00:00" });
    expect(prefs.status).toBe(200);
    const device = this.push.device();
    expect((await client.post("/api/push/subscriptions", { endpoint: device.endpoint, expirationTime: null, keys: device.keys })).status).toBe(201);
    return { client, id, email, device, accounts };
  }

  /** `path` as `user`, on the current instance (their session holds on every instance). */
  private asUser(user: Payer, path: string) {
    return new ApiClient(this.current().url, user.client.address).request("GET", path, undefined, { cookie: user.client.cookieHeader() });
  }

  async chargesOf(user: Payer, account: Account): Promise<Charge[]> {
    const response = await this.asUser(user, `/api/agenda/adhesions/${encodeURIComponent(account.agendaId)}/autopay`);
    expect(response.status).toBe(200);
    return response.body.charges as Charge[];
  }

  /** The account's one charge, once the passes made it (and it matches `ready`). */
  async chargeOf(user: Payer, account: Account, ready: (c: Charge) => boolean = () => true): Promise<Charge> {
    let found: Charge | undefined;
    await expect
      .poll(async () => {
        const charges = await this.chargesOf(user, account);
        expect(charges.length).toBeLessThanOrEqual(1);
        found = charges[0];
        return found !== undefined && ready(found);
      }, { timeout: 20_000, interval: 300 })
      .toBe(true);
    return found!;
  }

  async operationsOf(user: Payer): Promise<{ id: string; status: string; origin: string }[]> {
    return (await this.asUser(user, "/api/operations")).body.operations;
  }

  /** The user's bill payments as the provider holds them. */
  async providerPayments(user: Payer): Promise<SandboxOperation[]> {
    const { operations } = await this.sandbox.control<{ operations: SandboxOperation[] }>("/operations");
    return operations.filter((o) => o.kind === "bill" && o.externalClientId === user.id);
  }

  /** Moves the sandbox's clock (and so autopay's) to just past `moment`. */
  async advanceTo(moment: number): Promise<void> {
    const { now } = await this.sandbox.control<{ now: string }>("/clock");
    const seconds = Math.ceil((moment - Date.parse(now)) / 1000) + 60;
    if (seconds > 0) await this.sandbox.control("/clock/advance", { seconds });
  }

  /** Plans the account's bill, then brings its notice: the clock moved to the notice, one pass. */
  async noticed(user: Payer, account: Account): Promise<Charge> {
    const planned = await this.chargeOf(user, account);
    expect(planned.state).toBe("scheduled");
    if (!planned.noticeSentAt) {
      await this.advanceTo(Date.parse(planned.noticeAt));
      await this.scan();
    }
    return this.chargeOf(user, account, (c) => c.noticeSentAt !== null);
  }

  /** A user with one autopay account whose bill's notice went out. */
  async noticedBill(prefix: string, digit: number): Promise<{ user: Payer; account: Account; charge: Charge }> {
    const user = await this.payer(prefix, [digit], 1_000_000);
    const [account] = user.accounts as [Account];
    await this.sandbox.control("/agenda/notify", { externalClientId: user.id });
    await this.scan();
    return { user, account, charge: await this.noticed(user, account) };
  }

  /** Runs the passes at and after the charge's moment; answers the charge as they leave it. */
  async pastTheCharge(user: Payer, account: Account, charge: Charge): Promise<Charge> {
    await this.advanceTo(chargeMoment(charge));
    await this.scan(2);
    await this.scan(2);
    await pause(1_000);
    return this.chargeOf(user, account);
  }
}
