import "server-only";
import { ensureDemoUser } from "@/lib/accounts/demo-user";
import { getDb } from "@/lib/platform/db/client";
import { log } from "@/lib/platform/log";
import { applyLeftBehind } from "@/lib/payments/callbacks/apply";
import { startReconciler } from "@/lib/payments/reconcile/reconciler";
import { startCatalogRefresh } from "@/lib/catalog/snapshot/refresh";
import { startJobs } from "@/lib/platform/jobs";
import { readFloat } from "@/lib/payments/float/read";

/** What boot() starts once serving has begun. */
export function startBackground(): void {
  // The database opens (and migrates) now; every query waits for it in getDb(), which tries again
  // on the next call if opening failed. The demo user is made once it is open.
  void getDb()
    .then(ensureDemoUser)
    .catch((error: unknown) => log.error({ err: error }, "database: not ready at start (tried again on the next query)"));
  // Settles payments left in flight, including those of a previous run; each tick waits for the
  // database like any query. Callbacks answered but never applied (their process died) are taken
  // first on every pass.
  startReconciler([applyLeftBehind]);
  // Scheduled and queued jobs (lib/platform/jobs: retention, and what features queue), once the database is open.
  void startJobs().catch((error: unknown) => log.error({ err: error }, "jobs: not started"));
  startCatalogRefresh();
  // The provider's float, read once now: payments and health have a reading before its first schedule.
  void readFloat().catch((error: unknown) => log.warn({ err: error }, "float: not read at start (the schedule reads it again)"));
}
