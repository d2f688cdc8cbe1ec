import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/platform/db/client";
import { inFlight, operations, reconcilable } from "@/lib/platform/db/schema";
import { env } from "@/lib/platform/env";
import { checkDelayMs, scaleOf } from "@/lib/payments/backoff";
import { KeptLease } from "@/lib/platform/db/lease";
import { reconcileOperation } from "./one";
import type { OperationRow } from "@/lib/payments/state";
import { log } from "@/lib/platform/log";

const LEASE = "reconciler";
/** Operations looked at per tick; the rest wait for the next one. */
const BATCH = 20;

/**
 * A pending row normally lives only while its payment call is in flight. The call (with a login
 * and the one resend after a refused token) cannot outlast this, so an older pending row means
 * the process died around the call and only a status read can say what happened.
 */
export const pendingGraceMs = () => 2 * (env.PROVIDER_TIMEOUT_MS + env.PROVIDER_PAYMENT_TIMEOUT_MS) + 5_000;

/**
 * Everything the reconciler should look at now, oldest check first. The query states the
 * predicate of operations_reconcile_idx as is, so it reads that partial index (a few hundred rows)
 * instead of the whole table; the finer conditions filter within it.
 */
export function dueOperationsQuery(db: Db, now = new Date(), limit = BATCH) {
  const scale = scaleOf(env.RECONCILE_BASE_DELAY_MS);
  // Not flagged: due when its check time has come, or has none yet. Flagged ones belong to a
  // person now, but are still rechecked on their slow schedule (none: done).
  const due = or(lte(operations.nextCheckAt, now), and(isNull(operations.nextCheckAt), eq(operations.flagged, false)));
  return db
    .select()
    .from(operations)
    .where(
      and(
        reconcilable(operations),
        due,
        or(
          inFlight(operations),
          // Right after confirmation the receipt is being read by whoever confirmed it.
          lt(operations.settledAt, new Date(now.getTime() - checkDelayMs(0, scale))),
        ),
        // A pending row is the reconciler's only once its payment call cannot be running any more.
        or(ne(operations.status, "pending"), lt(operations.createdAt, new Date(now.getTime() - pendingGraceMs()))),
      ),
    )
    .orderBy(sql`${operations.nextCheckAt} asc nulls first`, asc(operations.createdAt))
    .limit(limit);
}

export async function dueOperations(db: Db, now = new Date(), limit = BATCH): Promise<OperationRow[]> {
  return dueOperationsQuery(db, now, limit);
}

/**
 * Work that must come before the status reads of a pass, supplied by whoever starts the reconciler
 * (the callbacks module's left-behind callbacks): operations know nothing of callbacks.
 */
export type Sweep = (db: Db) => Promise<unknown>;

/** The reconciler's lease, held by one instance at a time; a few intervals, at least 10 s. */
const reconcilerLease = (holder: string) => new KeptLease(LEASE, holder, Math.max(env.RECONCILE_INTERVAL_MS * 5, 10_000));

/** One pass, if this instance holds the lease. */
export async function reconcileOnce(lease: KeptLease, sweeps: readonly Sweep[] = []): Promise<void> {
  const db = await getDb();
  if (!(await lease.held(db))) return;
  // Sweeps go first: a callback stored but never applied may settle what would otherwise cost a
  // status read.
  for (const sweep of sweeps) await sweep(db);
  const scale = scaleOf(env.RECONCILE_BASE_DELAY_MS);
  const due = await dueOperations(db);
  await Promise.all(due.map((op) => reconcileOperation(db, op, scale)));
}

type Runner = { holder: string; timer: ReturnType<typeof setInterval> };
// Next.js may load this module more than once per process; one reconciler per process.
const holder = globalThis as typeof globalThis & { __saldoReconciler?: Runner };

/**
 * Starts the reconciler: every RECONCILE_INTERVAL_MS, the instance holding the lease settles
 * what is due. Ticks never overlap, and the timer does not keep the process alive.
 */
export function startReconciler(sweeps: readonly Sweep[] = []): void {
  if (holder.__saldoReconciler) return;
  const id = randomUUID();
  const lease = reconcilerLease(id);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcileOnce(lease, sweeps)
      .catch((error: unknown) => log.warn({ err: error }, "reconciler: tick failed"))
      .finally(() => {
        running = false;
      });
  }, env.RECONCILE_INTERVAL_MS);
  timer.unref();
  holder.__saldoReconciler = { holder: id, timer };
}
