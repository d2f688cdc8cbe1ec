import "server-only";
import { ensureDemoUser } from "@/lib/accounts/demo-user";
import { getDb } from "@/lib/db/client";
import { startReconciler } from "@/lib/operations/reconciler";

/** Runs once per server process, before the first request (instrumentation.ts). */
export async function boot(): Promise<void> {
  await getDb();
  // Settles payments left in flight, including those of a previous run; started first so nothing
  // after it can keep it from running.
  startReconciler();
  await ensureDemoUser();
}
