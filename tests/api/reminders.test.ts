// Reminders (lib/saved-accounts/reminders): a due notification in the sandbox becomes exactly one email (read back
// from the mail catcher), one push (decrypted by a device of the local push service) and one in-app
// notice, however many times the scan runs — and on PostgreSQL however many instances run it.
// Preferences turn channels off; quiet hours hold email and push until they end.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient, sandboxControl, signedUpUser, uniqueEmail } from "../support/api-client";
import { expectError, verifyEmail } from "../support/auth-helpers";
import { operator } from "../support/callback-helpers";
import { startApp, type AppProcess } from "../support/app-process";
import { freePort } from "../support/free-port";
import { messagesTo, startMailbox, waitForMail, type MailboxProcess } from "../support/mailbox-process";
import { freshPostgres } from "../support/postgres";
import { LocalPushService, decryptPush, type Device } from "../support/push-service";
import { APP_SECRET_ENV } from "../support/secrets";
import { routeServers } from "../support/route-servers";

const COMPANY = "AR-S-0003"; // EDENOR: "Número de cliente" can be scheduled
const SUBJECT = /vence|is due/;
const NO_QUIET = { quietStart: "00:00", quietEnd: "00:00" };

let service: LocalPushService;
beforeAll(async () => {
  service = await LocalPushService.start();
});
afterAll(() => service.stop());

type Reminder = { id: string; dueDate: string; dueEstimated: boolean; payPath: string; deliveries: { channel: string; state: string; sendAt: string }[] };

/** A user with one saved EDENOR account and one device, with these preferences (and a verified email unless told). */
async function userWithAccount(
  client: ApiClient,
  prefs: Record<string, unknown>,
  { verified = true, mailbox = routeServers().mailboxUrl } = {},
): Promise<{ id: string; email: string; device: Device }> {
  const me = (await client.get("/api/me")).body.user;
  if (verified) await verifyEmail(client, mailbox, me.email);
  const { body } = await client.get(`/api/companies/services/${COMPANY}`);
  const modality = (body.company.modalities as { modalityId: string; isSchedulable: boolean }[]).find((m) => m.isSchedulable)!;
  const added = await client.post("/api/agenda/adhesions", {
    companyCode: COMPANY,
    modalityId: modality.modalityId,
    queryData: [{ identifierName: "clientNumber", identifierValue: "1234567891" }],
    alias: "Casa",
  });
  expect(added.status).toBe(201);
  const saved = await client.request("PUT", "/api/me/notification-preferences", { email: true, push: true, ...NO_QUIET, ...prefs });
  expect(saved.status).toBe(200);
  const device = service.device();
  expect((await client.post("/api/push/subscriptions", { endpoint: device.endpoint, expirationTime: null, keys: device.keys })).status).toBe(201);
  return { id: me.id, email: me.email, device };
}

const runScan = async (ops: ApiClient) => {
  const response = await ops.post("/api/operator/jobs/run", { task: "reminders.scan" });
  expect(response.status).toBe(202);
};

const remindersOf = async (client: ApiClient) => (await client.get("/api/reminders")).body.reminders as Reminder[];
const settled = (r: Reminder[]) => r.length > 0 && r[0]!.deliveries.every((d) => d.state !== "queued");
/** The reminder mails to `to` (sign-up also mails a verification link). */
const reminderMails = async (mailbox: string, to: string) => (await messagesTo(mailbox, to)).filter((m) => SUBJECT.test(m.subject));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the reminder routes", () => {
  it("want a session, and running a job wants an operator and a scheduled task", async () => {
    expectError(await new ApiClient().get("/api/me/notification-preferences"), 401, "UNAUTHENTICATED");
    expectError(await new ApiClient().get("/api/user-notifications/unread-count"), 401, "UNAUTHENTICATED");
    expectError(await new ApiClient().get("/api/reminders"), 401, "UNAUTHENTICATED");
    const user = await signedUpUser("rem-routes");
    expectError(await user.post("/api/operator/jobs/run", { task: "reminders.scan" }), 403, "FORBIDDEN");
    const ops = await operator();
    expectError(await ops.post("/api/operator/jobs/run", { task: "mail.send" }), 400, "INVALID_INPUT");
    expectError(await ops.post("/api/operator/jobs/run", {}), 400, "INVALID_INPUT");
  });

  it("keep preferences, with defaults until saved, and refuse a bad time", async () => {
    const user = await signedUpUser("rem-prefs");
    expect((await user.get("/api/me/notification-preferences")).body.preferences).toEqual({
      email: true, push: true, quietStart: "22:00", quietEnd: "08:00", inApp: true,
    });
    const bad = await user.request("PUT", "/api/me/notification-preferences", { email: true, push: true, quietStart: "24:00", quietEnd: "08:00" });
    expectError(bad, 400, "INVALID_INPUT");
    expect(bad.body.error.details).toHaveProperty("quietStart");
    const saved = await user.request("PUT", "/api/me/notification-preferences", { email: false, push: true, quietStart: "23:30", quietEnd: "07:15" });
    expect(saved.body.preferences).toEqual({ email: false, push: true, quietStart: "23:30", quietEnd: "07:15", inApp: true });
    expect((await user.get("/api/me/notification-preferences")).body.preferences.email).toBe(false);
  });
});

describe("a due notification", () => {
  it("reaches the user once by email, push and in-app, however often the scan runs", async () => {
    const client = await signedUpUser("rem-once");
    const user = await userWithAccount(client, {});
    const ops = await operator();
    await sandboxControl("/agenda/notify", { externalClientId: user.id });

    await runScan(ops);
    await runScan(ops);
    const mail = await waitForMail(routeServers().mailboxUrl, user.email, { subject: SUBJECT, timeoutMs: 20_000 });
    await expect.poll(() => service.to(user.device).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => settled(await remindersOf(client)), { timeout: 20_000 }).toBe(true);
    // Once more after everything went out: still nothing new.
    await runScan(ops);
    await pause(3_000);

    const [reminder, ...others] = await remindersOf(client);
    expect(others).toEqual([]);
    expect(reminder!.deliveries.map((d) => [d.channel, d.state])).toEqual([["email", "sent"], ["in_app", "sent"], ["push", "sent"]]);
    expect(reminder!.payPath).toMatch(new RegExp(`^/pay/${COMPANY}\\?modality=.+&clientNumber=1234567891&autoquery=1$`));

    expect(await reminderMails(routeServers().mailboxUrl, user.email)).toHaveLength(1);
    const payUrl = `${routeServers().appUrl}${reminder!.payPath}`;
    expect(mail.text).toContain(`Pagar ahora: ${payUrl}`);
    expect(mail.html).toContain(payUrl.replaceAll("&", "&amp;"));
    expect(mail.text).toMatch(reminder!.dueEstimated ? /vence cerca del/ : /vence el/);

    const deliveries = service.to(user.device);
    expect(deliveries).toHaveLength(1);
    expect(decryptPush(user.device, deliveries[0]!)).toMatchObject({ url: reminder!.payPath, title: expect.stringMatching(/^Vence /) });

    expect((await client.get("/api/user-notifications/unread-count")).body).toEqual({ unread: 1 });
  });

  it.each([
    ["the user turned email off", { email: false }, true],
    ["the address is not verified yet", {}, false],
  ])("is not mailed when %s, and still pushed", async (_why, prefs, verified) => {
    const client = await signedUpUser("rem-no-mail");
    const user = await userWithAccount(client, prefs, { verified });
    await sandboxControl("/agenda/notify", { externalClientId: user.id });
    await runScan(await operator());
    await expect.poll(() => service.to(user.device).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => settled(await remindersOf(client)), { timeout: 20_000 }).toBe(true);
    await pause(1_000);
    expect(await reminderMails(routeServers().mailboxUrl, user.email)).toEqual([]);
    expect((await remindersOf(client))[0]!.deliveries.map((d) => d.channel)).toEqual(["in_app", "push"]);
  });

  it("waits for the end of quiet hours that cover now, in Buenos Aires time", async () => {
    const client = await signedUpUser("rem-quiet");
    const hhmm = (d: Date) => new Intl.DateTimeFormat("en-GB", { timeZone: "America/Argentina/Buenos_Aires", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(d);
    const now = Date.now();
    const quiet = { quietStart: hhmm(new Date(now - 3_600_000)), quietEnd: hhmm(new Date(now + 2 * 3_600_000)) };
    const user = await userWithAccount(client, quiet);
    const ops = await operator();
    await sandboxControl("/agenda/notify", { externalClientId: user.id });
    await runScan(ops);
    await expect.poll(async () => (await remindersOf(client))[0]?.deliveries.length ?? 0, { timeout: 20_000 }).toBe(3);
    await pause(2_000);

    const [reminder] = await remindersOf(client);
    const byChannel = Object.fromEntries(reminder!.deliveries.map((d) => [d.channel, d]));
    expect(byChannel.in_app!.state).toBe("sent");
    for (const channel of ["email", "push"]) {
      expect(byChannel[channel]!.state).toBe("queued");
      const at = Date.parse(byChannel[channel]!.sendAt);
      expect(at).toBeGreaterThan(now + 3_600_000);
      expect(at).toBeLessThanOrEqual(now + 2 * 3_600_000 + 60_000);
      expect(hhmm(new Date(at))).toBe(quiet.quietEnd);
    }
    expect(await reminderMails(routeServers().mailboxUrl, user.email)).toEqual([]);
    expect(service.to(user.device)).toEqual([]);
    expect((await client.get("/api/user-notifications/unread-count")).body).toEqual({ unread: 1 });
  });
});

describe.runIf(inject("dbKind") === "postgres")("two app instances on one PostgreSQL database", () => {
  let database: { url: string; drop(): Promise<void> };
  let mailbox: MailboxProcess;
  const apps: AppProcess[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    database = await freshPostgres("reminders");
    mailbox = await startMailbox();
    const portA = await freePort();
    const env = {
      PROVIDER_BASE_URL: routeServers().sandboxUrl,
      ...APP_SECRET_ENV,
      DATABASE_URL: database.url,
      TRUST_PROXY: "1",
      CATALOG_REFRESH_MS: "3600000",
      OPERATOR_EMAILS: "ops@saldo.test",
      SMTP_URL: mailbox.smtpUrl,
      APP_URL: `http://127.0.0.1:${portA}`,
    };
    for (const port of [portA, await freePort()]) {
      const dir = mkdtempSync(path.join(tmpdir(), "saldo-rem-"));
      dirs.push(dir);
      apps.push(await startApp(port, { ...env, DATA_DIR: dir }));
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(apps.map((a) => a.stop()));
    await mailbox?.stop();
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("send one email and one push when both run the scan, twice each", async () => {
    const [a, b] = apps as [AppProcess, AppProcess];
    const client = new ApiClient(a.url);
    const email = uniqueEmail("rem-two");
    expect((await client.post("/api/auth/sign-up", { email, name: "Two", password: "correct horse battery" })).status).toBe(201);
    const user = await userWithAccount(client, {}, { mailbox: mailbox.url });
    const opsA = new ApiClient(a.url);
    expect((await opsA.post("/api/auth/sign-up", { email: "ops@saldo.test", name: "Ops", password: "correct horse battery" })).status).toBe(201);
    const opsB = new ApiClient(b.url);
    expect((await opsB.post("/api/auth/sign-in", { email: "ops@saldo.test", password: "correct horse battery" })).status).toBe(200);
    await sandboxControl("/agenda/notify", { externalClientId: user.id });

    await Promise.all([runScan(opsA), runScan(opsB), runScan(opsA), runScan(opsB)]);
    await waitForMail(mailbox.url, email, { subject: SUBJECT, timeoutMs: 30_000 });
    await expect.poll(() => service.to(user.device).length, { timeout: 30_000 }).toBe(1);
    await expect.poll(async () => settled(await remindersOf(client)), { timeout: 30_000 }).toBe(true);
    await Promise.all([runScan(opsA), runScan(opsB)]);
    await pause(4_000);
    expect(await reminderMails(mailbox.url, email)).toHaveLength(1);
    expect(service.to(user.device)).toHaveLength(1);
    expect((await remindersOf(client))[0]!.deliveries).toHaveLength(3);
  }, 90_000);
});
