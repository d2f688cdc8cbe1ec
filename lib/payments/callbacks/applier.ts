import "server-only";
import { env } from "@/lib/platform/env";
import { flagOperation, operationByPaymentId } from "@/lib/payments/settle";
import type { OperationRow } from "@/lib/payments/state";
import { databaseKind, getDb, type Db } from "@/lib/platform/db/client";
import { log } from "@/lib/platform/log";
import { decide, repeatOf, type Reported } from "./decide";
import { claim, leftBehind, recordOutcome, settleAtOnce } from "./record";

// Callbacks are stored and answered first, applied right after, off the request: the provider
// gets its 200 in the time of one insert, even when a burst of callbacks arrives at once. The
// work is queued in the process and done a few at a time (one at a time on the embedded database,
// which has a single connection), and waits while callbacks are being answered (at most
// MAX_DEFER_MS), so answering new callbacks is never stuck behind applying old ones. A process that dies with work queued loses nothing: the rows are still "received", and
// the reconciler applies them (appliedLeftBehind).

// Callbacks about one payment are applied one after another, in the order they arrived: two
// applied side by side would race for the operation's row, and a later "failed" could settle it
// before the "confirmed" sent first (the first final state wins; the other only flags).
type Queued = { id: number; at: number; payment: string; reported: Reported };
type Queue = { ids: Queued[]; running: number; answering: number; busy: Set<string>; waiting?: ReturnType<typeof setTimeout> };
const holder = globalThis as typeof globalThis & { __saldoCallbackQueue?: Queue };
const queue: Queue = (holder.__saldoCallbackQueue ??= { ids: [], running: 0, answering: 0, busy: new Set() });

const CONCURRENCY = { pglite: 1, postgres: 4 } as const;
/** Applying yields to answering, but never for longer than this. */
const MAX_DEFER_MS = 2_000;
const RETRY_MS = 25;

/**
 * Wraps the answering of one callback: while any is being answered, applying waits (answers first:
 * the provider gives up after 5 s), unless the oldest queued one has waited MAX_DEFER_MS.
 */
export async function answering<T>(work: () => Promise<T>): Promise<T> {
  queue.answering += 1;
  try {
    return await work();
  } finally {
    queue.answering -= 1;
  }
}

/** Queues a stored callback to be applied as soon as a slot is free and its payment's earlier ones are done. */
export function enqueue(id: number, payment: string, reported: Reported): void {
  queue.ids.push({ id, at: Date.now(), payment, reported });
  void drain();
}

async function drain(): Promise<void> {
  const limit = CONCURRENCY[await databaseKind()];
  while (queue.running < limit) {
    // The oldest one whose payment has no callback being applied right now.
    const index = queue.ids.findIndex((entry) => !queue.busy.has(entry.payment));
    if (index < 0) return;
    const oldest = queue.ids[index]!;
    if (queue.answering > 0 && Date.now() - oldest.at < MAX_DEFER_MS) {
      queue.waiting ??= setTimeout(() => {
        queue.waiting = undefined;
        void drain();
      }, RETRY_MS);
      return;
    }
    queue.ids.splice(index, 1);
    queue.busy.add(oldest.payment);
    queue.running += 1;
    void getDb()
      .then((db) => applyQueued(db, oldest))
      .catch((error: unknown) => log.warn({ callbackId: oldest.id, err: error }, "callback applier failed"))
      .finally(() => {
        queue.running -= 1;
        queue.busy.delete(oldest.payment);
        // The next one starts on a later turn of the event loop: PGlite answers through promise
        // callbacks alone, so a chain of applies would otherwise keep new requests from being read.
        setImmediate(() => void drain());
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
  const ids = await leftBehind(db, leftBehindMs(), limit);
  for (const id of ids) await applyCallback(db, id);
  return ids.length;
}

/**
 * A callback just answered, applied with what its answer already knows: its operation is read
 * first, and a repeat of the final state it already has is claimed and recorded in one statement
 * (no transaction, no row lock: a final state never changes). Anything else is applied as usual,
 * with the operation just read.
 */
async function applyQueued(db: Db, entry: Queued): Promise<void> {
  let op: OperationRow | null | undefined;
  try {
    op = await operationByPaymentId(db, entry.payment);
    const repeat = repeatOf(op, entry.reported);
    if (repeat) {
      await settleAtOnce(db, entry.id, repeat);
      return;
    }
  } catch (error) {
    log.warn({ callbackId: entry.id, err: error }, "callback not applied yet; will try again");
    return;
  }
  await applyCallback(db, entry.id, op);
}

/**
 * Applies one stored callback, once, whoever calls it (the queue right after the answer, or the
 * reconciler's sweep for one left behind by a crash): claim, settle, record the outcome. A failure
 * leaves it received for a later try.
 */
export async function applyCallback(db: Db, id: number, known?: OperationRow | null): Promise<void> {
  const row = await claim(db, id);
  if (!row) return;
  try {
    const decision = await decide(db, row, known);
    if (decision.flag && decision.operationId) await flagOperation(db, decision.operationId, decision.flag);
    await recordOutcome(db, id, decision);
  } catch (error) {
    log.warn({ callbackId: id, err: error }, "callback not applied yet; will try again");
  }
}
