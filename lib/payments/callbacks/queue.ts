import "server-only";
import { databaseKind, getDb, type Db } from "@/lib/platform/db/client";
import { requestsWaiting } from "@/lib/platform/http/waiting-requests";
import { log } from "@/lib/platform/log";

// When recorded callbacks are applied in this process. Callbacks are stored and answered first,
// applied right after, off the request and in batches: everything waiting when the applier is
// free goes in one batch (apply.ts), so a burst is applied about as fast as it is answered. While
// callbacks are being answered the applier holds back a moment (at most MAX_DEFER_MS), letting a
// batch gather and the answers go first (the provider gives up after 5 s). A process that dies
// with work queued loses nothing: the rows are still "received", and the reconciler applies them
// (applyLeftBehind in apply.ts).

// Callbacks about one payment are applied one after another, in the order they arrived: two
// applied side by side would race for the operation's row, and a later "failed" could settle it
// before the "confirmed" sent first (the first final state wins; the other only flags). A batch
// keeps their order; a payment with a callback in a running batch waits for it to end.

/** One callback to apply: `payment` orders it behind that payment's earlier callbacks. */
export type Item = { id: number; payment: string };

type Waiting<T> = T & { at: number };
type Queue<T> = { waiting: Waiting<T>[]; running: number; answering: number; busy: Set<string>; timer?: ReturnType<typeof setTimeout> };

/** Batches at once: the embedded database has a single connection. */
const CONCURRENCY = { pglite: 1, postgres: 2 } as const;
/** Callbacks per batch at most: a batch is one transaction, holding its operations' rows. */
const MAX_BATCH = { pglite: 50, postgres: 200 } as const;
/**
 * Applying yields to answering, but never for longer than this. The embedded database runs on the
 * server's own thread, so there applying takes the answers' time: it waits longer, and a burst of
 * a few seconds is answered first and applied right after.
 */
const MAX_DEFER_MS = { pglite: 1_000, postgres: 200 } as const;
const RETRY_MS = 25;

// Next.js may load this module more than once (route bundles, instrumentation): one queue per process.
const holder = globalThis as typeof globalThis & { __saldoCallbackQueue?: Queue<Item> };
const queue: Queue<Item> = (holder.__saldoCallbackQueue ??= { waiting: [], running: 0, answering: 0, busy: new Set() });

/**
 * Wraps the answering of one callback: while any is being answered, or requests wait to be
 * started, applying waits (answers first), unless the oldest waiting one has waited MAX_DEFER_MS.
 */
export async function answering<T>(work: () => Promise<T>): Promise<T> {
  queue.answering += 1;
  try {
    return await work();
  } finally {
    queue.answering -= 1;
  }
}

/** A queue whose batches `apply` runs; the returned function queues one item. */
export function batchQueue<T extends Item>(apply: (db: Db, batch: T[]) => Promise<void>): (item: T) => void {
  const own = queue as unknown as Queue<T>;

  const drain = async (): Promise<void> => {
    const kind = await databaseKind();
    while (own.running < CONCURRENCY[kind]) {
      const oldest = own.waiting.find((item) => !own.busy.has(item.payment));
      if (!oldest) return;
      if ((own.answering > 0 || requestsWaiting() > 0) && Date.now() - oldest.at < MAX_DEFER_MS[kind]) {
        own.timer ??= setTimeout(() => {
          own.timer = undefined;
          void drain();
        }, RETRY_MS);
        return;
      }
      // In arrival order, skipping payments busy in a running batch; once the batch is full, the
      // rest wait, so a payment's later callbacks never go ahead of its earlier ones.
      const batch: Waiting<T>[] = [];
      const rest: Waiting<T>[] = [];
      for (const item of own.waiting) {
        (batch.length < MAX_BATCH[kind] && !own.busy.has(item.payment) ? batch : rest).push(item);
      }
      const payments = new Set(batch.map((item) => item.payment));
      own.waiting = rest;
      payments.forEach((payment) => own.busy.add(payment));
      own.running += 1;
      void getDb()
        .then((db) => apply(db, batch))
        .catch((error: unknown) => log.warn({ callbacks: batch.length, err: error }, "callback applier failed; the reconciler applies them"))
        .finally(() => {
          own.running -= 1;
          payments.forEach((payment) => own.busy.delete(payment));
          // The next batch starts on a later turn of the event loop: PGlite answers through
          // promise callbacks alone, so a chain of batches would otherwise keep new requests from being read.
          setImmediate(() => void drain());
        });
    }
  };

  return (item) => {
    own.waiting.push({ ...item, at: Date.now() });
    void drain();
  };
}
