import "server-only";
import { renamedVariablesNotice } from "@/lib/platform/env";
import { assertMailSettings, assertProductionSecrets, listenHost } from "@/lib/platform/start-settings";
import { log } from "@/lib/platform/log";
import { getDb } from "@/lib/platform/db/client";
import { registerSaldoJobs } from "./jobs";

/**
 * Runs once per server process, before the first request (instrumentation.ts). Only the checks
 * that must stop a start happen before serving; the database and the background jobs start
 * beside the first requests (./background.ts), so a page that needs no query is served at once.
 */
export async function boot(): Promise<void> {
  // Against a real provider, a missing secret stops the process here, naming the variable (Next
  // would otherwise log a failed instrumentation hook and serve anyway).
  try {
    assertProductionSecrets();
    assertMailSettings();
  } catch (error) {
    log.fatal(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  // server.mjs waits for this to know where to listen (null: every interface).
  (globalThis as typeof globalThis & { __saldoListenOn?: (host: string | null) => void }).__saldoListenOn?.(listenHost());
  // Before the first request: a route may queue a job at once.
  registerSaldoJobs();
  const renamed = renamedVariablesNotice();
  if (renamed) log.warn(renamed);
  // The database starts opening now, not once the background's code has loaded: the background's
  // first query waits for this same opening (and reports it if it fails).
  void getDb().catch(() => undefined);
  void import("./background")
    .then(({ startBackground }) => startBackground())
    .catch((error: unknown) => log.error({ err: error }, "start: background jobs failed to start"));
}
