import "server-only";
import { env } from "@/lib/platform/env";
import type { Db } from "@/lib/platform/db/client";
import { log } from "@/lib/platform/log";
import { operationByPaymentId, operationsByPaymentIds } from "@/lib/payments/settle";
import { settleTogether } from "./batch";
import { claim, leftBehind, recordOutcome, settleAtOnce, settleManyAtOnce, type StoredCallback } from "./claims";
import { decide, repeatOf, type Decision } from "./decide";
import { batchQueue, type Item } from "./queue";
import { CALLBACK_ROUTES, isCallbackPath, type Received } from "./schemas";

// The third step of a callback's way in (handle.ts): a recorded callback applied to its operation,
// once, whoever brings it. The queue brings it right after its answer, in a batch, with the body
// verify.ts parsed; the reconciler brings those a dead process left behind, read and parsed here, once.

/** Right after the answer, off the request, in a batch behind its payment's earlier callbacks (queue.ts). */
const enqueue = batchQueue<Received & Item>((db, batch) => applyBatch(db, batch));
export function applySoon(callback: Received): void {
  enqueue({ ...callback, payment: callback.data.externalPaymentId });
}

/**
 * Applies recorded callbacks, in their order, with their operations read in one statement. A
 * repeat of the final state its operation already has is claimed and recorded for the lot in one
 * statement; signed callbacks are applied together (batch.ts); a payment with an unsigned one
 * (a hint, which asks the provider before it changes anything) has its callbacks applied one by
 * one, as does a batch whose transaction failed.
 */
export async function applyBatch(db: Db, batch: Received[]): Promise<void> {
  try {
    const ops = await operationsByPaymentIds(db, [...new Set(batch.map((c) => c.data.externalPaymentId))]);
    const hinted = new Set(batch.filter((c) => !c.proven).map((c) => c.data.externalPaymentId));
    const repeats: [number, Decision][] = [];
    const together: Received[] = [];
    const oneByOne: Received[] = [];
    for (const callback of batch) {
      const repeat = repeatOf(ops.get(callback.data.externalPaymentId) ?? null, callback);
      if (repeat) repeats.push([callback.id, repeat]);
      else (hinted.has(callback.data.externalPaymentId) ? oneByOne : together).push(callback);
    }
    await settleManyAtOnce(db, repeats);
    if (together.length > 0 && !(await settleTogether(db, together, ops))) oneByOne.unshift(...together);
    for (const callback of oneByOne) await applyCallback(db, callback);
  } catch (error) {
    log.warn({ callbacks: batch.length, err: error }, "callbacks not applied yet; will try again");
  }
}

/**
 * How long a received callback may wait in its process's queue before the reconciler takes it:
 * the reconciler's own pace, within 1–30 s. Taking one too early is harmless (the claim decides).
 */
const leftBehindMs = () => Math.min(30_000, Math.max(1_000, 5 * env.RECONCILE_BASE_DELAY_MS));

/** Applies callbacks stored but never applied (their process died, or applying failed): a reconciler sweep. */
export async function applyLeftBehind(db: Db, limit = 50): Promise<number> {
  const stored = await leftBehind(db, leftBehindMs(), limit);
  const parsed: Received[] = [];
  for (const row of stored) {
    const callback = parseStored(row);
    if (callback) parsed.push(callback);
    else await settleAtOnce(db, row.id, { outcome: "malformed", detail: "stored body no longer parses", operationId: null });
  }
  await applyBatch(db, parsed);
  return stored.length;
}

/** A stored body in its path's shape; its credentials and hash were checked when it arrived. */
function parseStored(row: StoredCallback): Received | null {
  if (!isCallbackPath(row.path)) return null;
  let json: unknown;
  try {
    json = JSON.parse(row.rawBody);
  } catch {
    return null;
  }
  const parsed = CALLBACK_ROUTES[row.path].schema.safeParse(json);
  return parsed.success ? { id: row.id, path: row.path, proven: row.verified, data: parsed.data } : null;
}

/**
 * Applies one recorded callback. Its operation is read first: a repeat of the final state the
 * operation already has is claimed and recorded in one statement (no transaction, no row lock: a
 * final state never changes). Anything else is claimed, so one applier alone goes on, decided
 * through the state machine with the operation just read, and its outcome recorded. A failure
 * leaves it received for a later try.
 */
export async function applyCallback(db: Db, callback: Received): Promise<void> {
  try {
    const op = await operationByPaymentId(db, callback.data.externalPaymentId);
    const repeat = repeatOf(op, callback);
    if (repeat) {
      await settleAtOnce(db, callback.id, repeat);
      return;
    }
    if (!(await claim(db, callback.id))) return;
    const decision = await decide(db, callback, op);
    await recordOutcome(db, callback.id, decision);
  } catch (error) {
    log.warn({ callbackId: callback.id, err: error }, "callback not applied yet; will try again");
  }
}
