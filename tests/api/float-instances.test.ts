// The provider's float across instances: two app processes on one PostgreSQL database share one
// reading of the float (what one read, the other refuses payments and reports health by) and warn
// the operators once per crossing, however many of them read the low float at once.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectError } from "../support/auth-helpers";
import { ApiClient, sandboxControl, uniqueEmail } from "../support/api-client";
import { startApp, type AppProcess } from "../support/app-process";
import { freePort } from "../support/free-port";
import { messagesTo, startMailbox, waitForMail, type MailboxProcess } from "../support/mailbox-process";
import { buyTopUp, topUpBody } from "../support/payment-helpers";
import { freshPostgres } from "../support/postgres";
import { APP_SECRET_ENV } from "../support/secrets";
import { routeServers } from "../support/route-servers";

const OPERATOR = "ops@saldo.test";
const PASSWORD = "correct horse battery";
const FLOAT_MAIL = /float.*ARS/i;

describe.runIf(inject("dbKind") === "postgres")("the provider's float across two instances on one PostgreSQL database", () => {
  let database: { url: string; drop(): Promise<void> };
  let mailbox: MailboxProcess;
  let a: AppProcess;
  let b: AppProcess;
  const dirs: string[] = [];

  beforeAll(async () => {
    database = await freshPostgres("float");
    mailbox = await startMailbox();
    const env = {
      PROVIDER_BASE_URL: routeServers().sandboxUrl,
      ...APP_SECRET_ENV,
      DATABASE_URL: database.url,
      TRUST_PROXY: "1",
      CATALOG_REFRESH_MS: "3600000",
      OPERATOR_EMAILS: OPERATOR,
      SMTP_URL: mailbox.smtpUrl,
    };
    const start = async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "saldo-float-"));
      dirs.push(dir);
      const port = await freePort();
      return startApp(port, { ...env, DATA_DIR: dir, APP_URL: `http://127.0.0.1:${port}` });
    };
    a = await start();
    b = await start();
  }, 120_000);

  afterAll(async () => {
    await sandboxControl("/wallet", { currency: "ARS", balance: 25_000_000 });
    await a?.stop();
    await b?.stop();
    await mailbox?.stop();
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** The operator, signed in on one instance. */
  async function operatorOn(app: AppProcess, first: boolean): Promise<ApiClient> {
    const client = new ApiClient(app.url);
    const route = first ? "/api/auth/sign-up" : "/api/auth/sign-in";
    const answer = await client.post(route, { email: OPERATOR, password: PASSWORD, ...(first ? { name: "Ops" } : {}) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(first ? 201 : 200);
    return client;
  }

  const floatOf = async (app: AppProcess) => (await new ApiClient(app.url).get("/api/health")).body.float;
  const floatMails = async () => (await messagesTo(mailbox.url, OPERATOR)).filter((m) => FLOAT_MAIL.test(m.subject));

  it("shares one reading and sends one email per crossing, however many instances read the low float", async () => {
    const opsA = await operatorOn(a, true);
    const opsB = await operatorOn(b, false);
    await sandboxControl("/wallet", { currency: "ARS", balance: 700 });

    // Both instances read the low float at once, three times each: one crossing, one email.
    const reads = await Promise.all([1, 2, 3].flatMap(() => [opsA.get("/api/operator/wallet"), opsB.get("/api/operator/wallet")]));
    for (const read of reads) expect(read.status).toBe(200);
    await waitForMail(mailbox.url, OPERATOR, { subject: FLOAT_MAIL });
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // past the job workers' poll
    expect(await floatMails()).toHaveLength(1);

    // Topped up and read by A alone: B's health knows, from the shared reading.
    await sandboxControl("/wallet", { currency: "ARS", balance: 25_000_000 });
    expect((await opsA.get("/api/operator/wallet")).status).toBe(200);
    expect(await floatOf(b)).toEqual({ low: false, currencies: [] });

    // Low again, read by B alone: A reports it and refuses what it cannot cover; the new crossing warns again.
    await sandboxControl("/wallet", { currency: "ARS", balance: 100 });
    expect((await opsB.get("/api/operator/wallet")).status).toBe(200);
    expect(await floatOf(a)).toEqual({ low: true, currencies: ["ARS"] });
    const user = new ApiClient(a.url);
    expect((await user.post("/api/auth/sign-up", { email: uniqueEmail("float-ab"), password: PASSWORD, name: "Ana Pérez" })).status).toBe(201);
    expectError(await buyTopUp(user, topUpBody(1)), 503, "FLOAT_SHORT");
    await waitForMail(mailbox.url, OPERATOR, { subject: FLOAT_MAIL, count: 2 });
  });
});
