import "server-only";
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { databaseKind, getDb, type Db } from "@/lib/db/client";
import { callbacks } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { applyCallback, CLAIM_TTL_MS } from "./apply";

// Callbacks are stored and answered first, applied right after, off the request: the provider
// gets its 200 in the time of one insert, even when a burst of callbacks arrives at once. The
// work is queued in the process and done a few at a time (one at a time on the embedded database,
// which has a single connection), so answering new callbacks is never stuck behind applying old
// ones. A process that dies with work queued loses nothing: the rows are still "received", and
// the reconciler applies them (appliedLeftBehind).

type Queue = { ids: number[]; running: number };
const holder = globalThis as typeof globalThis & { __saldoCallbackQueue?: Queue };
const queue: Queue = (holder.__saldoCallbackQueue ??= { ids: [], running: 0 });

const CONCURRENCY = { pglite: 1, postgres: 4 } as const;

/** Queues a stored callback to be applied as soon as a slot is free. */
export function enqueue(id: number): void {
  queue.ids.push(id);
  void drain();
}

async function drain(): Promise<void> {
  const limit = CONCURRENCY[await databaseKind()];
  while (queue.running < limit && queue.ids.length > 0) {
    const id = queue.ids.shift()!;
    queue.running += 1;
    void getDb()
      .then((db) => applyCallback(db, id))
      .catch((error: unknown) => log.warn({ callbackId: id, err: error }, "callback applier failed"))
      .finally(() => {
        queue.running -= 1;
        void drain();
      });
  }
}

/**
 * How long a received callback may wait in its process's queue before the reconciler takes it:
 * the reconciler's own pace, within 1–30 s. Taking one too early is harmless (the claim decides).
 */
const leftBehindMs = () => Math.min(30_000, Math.max(1_000, 5 * env.RECONCILE_BASE_DELAY_MS));

/** Applies callbacks stored but never applied (their process died, or applying failed). */
export async function applyLeftBehind(db: Db, limit = 50): Promise<number> {
  const rows = await db
    .select({ id: callbacks.id })
    .from(callbacks)
    .where(
      and(
        eq(callbacks.outcome, "received"),
        lt(callbacks.receivedAt, sql`now() - make_interval(secs => ${Math.ceil(leftBehindMs() / 1000)}::int)`),
        or(isNull(callbacks.claimedAt), lt(callbacks.claimedAt, sql`now() - make_interval(secs => ${CLAIM_TTL_MS / 1000}::int)`)),
      ),
    )
    .orderBy(asc(callbacks.id))
    .limit(limit);
  for (const row of rows) await applyCallback(db, row.id);
  return rows.length;
}
