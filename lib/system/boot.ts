import "server-only";
import { ensureDemoUser } from "@/lib/auth/demo-user";
import { getDb } from "@/lib/server/db/client";
import { assertProductionSecrets, renamedVariablesNotice } from "@/lib/env";
import { log } from "@/lib/server/log";
import { applyLeftBehind } from "@/lib/callbacks/applier";
import { startReconciler } from "@/lib/operations/reconcile/reconciler";
import { startCatalogRefresh } from "@/lib/catalog/snapshot/refresh";
import { startRetention } from "./retention";

/** Runs once per server process, before the first request (instrumentation.ts). */
export async function boot(): Promise<void> {
  // Against a real provider, a missing secret stops the process here, naming the variable (Next
  // would otherwise log a failed instrumentation hook and serve anyway).
  try {
    assertProductionSecrets();
  } catch (error) {
    log.fatal(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const renamed = renamedVariablesNotice();
  if (renamed) log.warn(renamed);
  await getDb();
  // Settles payments left in flight, including those of a previous run; started first so nothing
  // after it can keep it from running.
  // Callbacks answered but never applied (their process died) are taken first on every pass.
  startReconciler([applyLeftBehind]);
  startRetention();
  startCatalogRefresh();
  await ensureDemoUser();
}
