// Starts the route suite's servers, one set per worker (tests/support/route-servers.ts): a real
// sandbox, a mailbox and the built app (server.mjs), on PGlite or on PostgreSQL (a fresh database
// on TEST_DATABASE_URL's server each) as the project's name says. The app trusts one proxy: each
// ApiClient plays it, appending its own address to X-Forwarded-For.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startApp } from "../support/app-process";
import { freePort } from "../support/free-port";
import { freshPostgres } from "../support/postgres";
import { startMailbox } from "../support/mailbox-process";
import type { DbKind, RouteServers } from "../support/route-servers";
import { startSandbox } from "../support/sandbox-process";
import { APP_SECRET_ENV, SANDBOX_SECRET_ENV } from "../support/secrets";

type ServerSet = RouteServers & { stop(): Promise<void> };

async function startSet(dbKind: DbKind, label: string): Promise<ServerSet> {
  // What is up so far, stopped in reverse when a later server does not start.
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step();
  };
  try {
    return await startServers(dbKind, label, stops, stop);
  } catch (error) {
    await stop();
    throw error;
  }
}

async function startServers(dbKind: DbKind, label: string, stops: (() => Promise<unknown>)[], stop: () => Promise<void>): Promise<ServerSet> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `saldo-api-${label}-`));
  stops.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const database = dbKind === "postgres" ? await freshPostgres(`api_${label}`) : null;
  if (database) stops.push(() => database.drop());
  const appPort = await freePort();

  const sandbox = await startSandbox({
    SANDBOX_CALLBACK_URL: `http://127.0.0.1:${appPort}`,
    ...SANDBOX_SECRET_ENV,
    // In order, as with the real provider: the answer (a few ms), its callback (150 ms), then the
    // reconciler's first status read (RECONCILE_BASE_DELAY_MS: 300 ms after the answer). With the
    // callback as late as that read, either could settle a payment first, and a test that waits
    // for the callback saw the reconciler's status read instead when the machine was busy.
    SANDBOX_CALLBACK_DELAY_MS: "150",
    SANDBOX_SLOW_RESPONSE_MS: "3000",
  });
  stops.push(() => sandbox.stop());
  const mailbox = await startMailbox();
  stops.push(() => mailbox.stop());
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
  stops.push(() => app.stop());

  return { appUrl: app.url, sandboxUrl: sandbox.url, mailboxUrl: mailbox.url, dataDir, databaseUrl: database?.url ?? "", stop };
}

export default async function setup(project: TestProject) {
  const dbKind: DbKind = project.name === "pglite" ? "pglite" : "postgres";
  // As many sets as files may run at once; Vitest gives each running file its own slot.
  const workers = Math.max(1, project.globalConfig.maxWorkers);
  const started = await Promise.allSettled(Array.from({ length: workers }, (_, i) => startSet(dbKind, `${dbKind}${i + 1}`)));
  const sets = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const stop = () => Promise.all(sets.map((s) => s.stop()));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failed) {
    await stop();
    throw failed.reason;
  }

  project.provide("dbKind", dbKind);
  project.provide("routeServers", sets.map(({ stop: _stop, ...urls }) => urls));
  return stop;
}
