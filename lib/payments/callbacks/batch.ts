import "server-only";
import type { Db } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { requestsWaiting } from "@/lib/platform/http/waiting-requests";
import { log } from "@/lib/platform/log";
import { publishChanges, type LiveNotice } from "@/lib/payments/live/publish";
import { afterTransition, flagOperation, honestFailure, reportedTransition } from "@/lib/payments/settle";
import type { OperationRow, Transition, TransitionResult } from "@/lib/payments/state";
import { transitionMany } from "@/lib/payments/transitions";
import { claimMany, recordOutcomes } from "./claims";
import { decisionOf, precheck, reportOf, type Decision } from "./decide";
import type { Received } from "./schemas";

// Signed callbacks applied together: claimed, settled through the one state machine and recorded
// in one transaction, with one notification for the lot, so a burst costs a commit per batch
// rather than several per callback. What decide.ts would decide for each one alone is decided
// here for each one, in the same order: per payment as they arrived (transitionMany locks their
// operations in the order of their ids, so two batches never wait on each other).

type Step =
  | { callback: Received; early: NonNullable<ReturnType<typeof precheck>> }
  | { callback: Received; op: OperationRow; transition: Transition };

/**
 * Applies signed callbacks that are not repeats, with `ops` their operations as read just before.
 * False when the transaction failed (nothing of it was kept): the caller applies them one by one.
 */
export async function settleTogether(db: Db, batch: Received[], ops: Map<string, OperationRow>): Promise<boolean> {
  const opOf = (callback: Received) => ops.get(callback.data.externalPaymentId) ?? null;
  // Prepared before the transaction: a failure's honest reason may mean reading the float from
  // the provider, never done while rows are locked.
  const steps: Step[] = [];
  for (const callback of batch) {
    const op = opOf(callback);
    const early = precheck(callback, op);
    steps.push(early ? { callback, early } : { callback, op: op!, transition: await honestFailure(db, op!, reportedTransition(reportOf(callback))) });
  }
  let applied: TransitionResult[] = [];
  try {
    applied = await db.transaction(async (tx) => {
      const claimed = await claimMany(tx, steps.map((step) => step.callback.id));
      const mine = steps.filter((step) => claimed.has(step.callback.id));
      const decided: [number, Decision][] = [];
      for (const step of mine) {
        if (!("early" in step)) continue;
        if (step.early.flag) await flagOperation(tx, step.early.flag.operationId, step.early.flag.reason);
        decided.push([step.callback.id, step.early.decision]);
      }
      const changing = mine.filter((step): step is Extract<Step, { op: OperationRow }> => "op" in step);
      const notices: LiveNotice[] = [];
      const results = await transitionMany(
        tx,
        changing.map((step) => ({ operationId: step.op.id, transition: step.transition })),
        (o, u) => void notices.push({ o, u }),
      );
      changing.forEach((step, i) => decided.push([step.callback.id, decisionOf(results[i]!, step.callback.data.status)]));
      await recordOutcomes(tx, decided);
      await publishChanges(tx, notices);
      return results;
    });
  } catch (error) {
    log.warn({ callbacks: batch.length, err: error }, "callbacks: a batch could not be applied together; applying them one by one");
    return false;
  }
  for (const result of applied) followUp(result);
  return true;
}

// What follows a confirmation (its receipt read from the provider) runs a few at a time, and
// after the requests waiting to be answered: a batch of confirmations must not become as many
// provider calls at once, competing with the answers. The status is final already; the receipt
// follows within a few seconds, or the reconciler reads it.
const AT_ONCE = { pglite: 1, postgres: 4 } as const;
const MAX_DEFER_MS = 3_000;
const RETRY_MS = 25;

type FollowUps = { running: number; waiting: { result: TransitionResult; at: number }[]; timer?: ReturnType<typeof setTimeout> };
// Next.js may load this module more than once (one copy per callback route): one line per process.
const holder = globalThis as typeof globalThis & { __saldoCallbackFollowUps?: FollowUps };
const followUps = (holder.__saldoCallbackFollowUps ??= { running: 0, waiting: [] });

function followUp(result: TransitionResult): void {
  followUps.waiting.push({ result, at: Date.now() });
  pumpFollowUps();
}

function pumpFollowUps(): void {
  const atOnce = AT_ONCE[env.DATABASE_URL ? "postgres" : "pglite"];
  while (followUps.running < atOnce && followUps.waiting.length > 0) {
    if (requestsWaiting() > 0 && Date.now() - followUps.waiting[0]!.at < MAX_DEFER_MS) {
      followUps.timer ??= setTimeout(() => {
        followUps.timer = undefined;
        pumpFollowUps();
      }, RETRY_MS);
      return;
    }
    const next = followUps.waiting.shift()!;
    followUps.running += 1;
    // afterTransition never throws: a receipt not read is the reconciler's to read.
    void afterTransition(next.result).finally(() => {
      followUps.running -= 1;
      pumpFollowUps();
    });
  }
}
