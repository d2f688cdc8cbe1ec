// Starts the real sandbox and the built app (server.mjs) once for the route suite, on PGlite or
// on PostgreSQL (TEST_DB=postgres, a fresh database on TEST_DATABASE_URL's server). The app trusts
// one proxy: each ApiClient plays it, appending its own address to X-Forwarded-For.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startApp } from "../support/app-process";
import { freePort } from "../support/free-port";
import { freshPostgres } from "../support/postgres";
import { startMailbox } from "../support/mailbox-process";
import { startSandbox } from "../support/sandbox-process";
import { APP_SECRET_ENV, SANDBOX_SECRET_ENV } from "../support/secrets";

declare module "vitest" {
  export interface ProvidedContext {
    appUrl: string;
    sandboxUrl: string;
    dbKind: "pglite" | "postgres";
    dataDir: string;
    /** The PostgreSQL database of the run (TEST_DB=postgres); "" on PGlite. */
    databaseUrl: string;
    /** The mail catcher's inbox (JSON API), where the app's SMTP_URL points. */
    mailboxUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dbKind = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
  const dataDir = mkdtempSync(path.join(tmpdir(), "saldo-api-"));
  const database = dbKind === "postgres" ? await freshPostgres("api") : null;
  const appPort = await freePort();

  const sandbox = await startSandbox({
    SANDBOX_CALLBACK_URL: `http://127.0.0.1:${appPort}`,
    ...SANDBOX_SECRET_ENV,
    // The callback comes well before the reconciler's first status read (RECONCILE_BASE_DELAY_MS
    // after the payment went in flight, then at its next tick): a loaded machine must not let the
    // read settle a payment whose test waits for the callback.
    SANDBOX_CALLBACK_DELAY_MS: "100",
    SANDBOX_SLOW_RESPONSE_MS: "3000",
  });
  const mailbox = await startMailbox();
  const app = await startApp(appPort, {
    PROVIDER_BASE_URL: sandbox.url,
    ...APP_SECRET_ENV,
    PROVIDER_PAYMENT_TIMEOUT_MS: "1500",
    DATA_DIR: dataDir,
    TRUST_PROXY: "1",
    OPERATOR_EMAILS: "ops@saldo.test",
    RECONCILE_INTERVAL_MS: "200",
    RECONCILE_BASE_DELAY_MS: "300",
    // A status read's 404 after an unknown outcome is proof only after 4 s here (15 min by default),
    // and what the reconciler gave up on (after 18 s here) is rechecked every second.
    UNKNOWN_GRACE_MS: "4000",
    RECHECK_INTERVAL_MS: "1000",
    // The catalogue snapshot is made at start and not again during the run, so a route test's
    // count of provider calls never includes a background refresh.
    CATALOG_REFRESH_MS: "3600000",
    // Live-status streams send a heartbeat every 300 ms here (15 s by default), so a test sees several.
    LIVE_HEARTBEAT_MS: "300",
    SMTP_URL: mailbox.smtpUrl,
    APP_URL: `http://127.0.0.1:${appPort}`,
    ...(database ? { DATABASE_URL: database.url } : {}),
  });

  project.provide("appUrl", app.url);
  project.provide("sandboxUrl", sandbox.url);
  project.provide("dbKind", dbKind);
  project.provide("dataDir", dataDir);
  project.provide("databaseUrl", database?.url ?? "");
  project.provide("mailboxUrl", mailbox.url);

  return async () => {
    await app.stop();
    await sandbox.stop();
    await mailbox.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
