import "server-only";
import { databaseKind, getDb, type Db } from "@/lib/platform/db/client";
import { log } from "@/lib/platform/log";

// When recorded callbacks are applied in this process. Callbacks are stored and answered first,
// applied right after, off the request: the provider gets its 200 in the time of one insert, even
// when a burst arrives at once. The work is done a few at a time (one at a time on the embedded
// database, which has a single connection), and waits while callbacks are being answered (at most
// MAX_DEFER_MS), so answering new callbacks is never stuck behind applying old ones. A process
// that dies with work queued loses nothing: the rows are still "received", and the reconciler
// applies them (applyLeftBehind in apply.ts).

// Callbacks about one payment are applied one after another, in the order they arrived: two
// applied side by side would race for the operation's row, and a later "failed" could settle it
// before the "confirmed" sent first (the first final state wins; the other only flags).

/** One callback's application: `payment` orders it behind that payment's earlier callbacks. */
export type Job = { callbackId: number; payment: string; run: (db: Db) => Promise<void> };

type Queued = Job & { at: number };
type Queue = { jobs: Queued[]; running: number; answering: number; busy: Set<string>; timer?: ReturnType<typeof setTimeout> };
// Next.js may load this module more than once (route bundles, instrumentation): one queue per process.
const holder = globalThis as typeof globalThis & { __saldoCallbackJobs?: Queue };
const queue: Queue = (holder.__saldoCallbackJobs ??= { jobs: [], running: 0, answering: 0, busy: new Set() });

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

/** Runs a job as soon as a slot is free and its payment's earlier jobs are done. */
export function enqueue(job: Job): void {
  queue.jobs.push({ ...job, at: Date.now() });
  void drain();
}

async function drain(): Promise<void> {
  const limit = CONCURRENCY[await databaseKind()];
  while (queue.running < limit) {
    // The oldest one whose payment has no callback being applied right now.
    const index = queue.jobs.findIndex((job) => !queue.busy.has(job.payment));
    if (index < 0) return;
    const oldest = queue.jobs[index]!;
    if (queue.answering > 0 && Date.now() - oldest.at < MAX_DEFER_MS) {
      queue.timer ??= setTimeout(() => {
        queue.timer = undefined;
        void drain();
      }, RETRY_MS);
      return;
    }
    queue.jobs.splice(index, 1);
    queue.busy.add(oldest.payment);
    queue.running += 1;
    void getDb()
      .then((db) => oldest.run(db))
      .catch((error: unknown) => log.warn({ callbackId: oldest.callbackId, err: error }, "callback applier failed"))
      .finally(() => {
        queue.running -= 1;
        queue.busy.delete(oldest.payment);
        // The next one starts on a later turn of the event loop: PGlite answers through promise
        // callbacks alone, so a chain of applies would otherwise keep new requests from being read.
        setImmediate(() => void drain());
      });
  }
}
