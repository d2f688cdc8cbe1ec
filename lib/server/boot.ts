import "server-only";
import { ensureDemoUser } from "@/lib/accounts/demo-user";
import { getDb } from "@/lib/db/client";
import { assertProductionSecrets } from "@/lib/env";
import { log } from "@/lib/log";
import { startReconciler } from "@/lib/operations/reconciler";
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
  await getDb();
  // Settles payments left in flight, including those of a previous run; started first so nothing
  // after it can keep it from running.
  startReconciler();
  startRetention();
  await ensureDemoUser();
}
