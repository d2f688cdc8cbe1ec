import "server-only";
import { ZodError } from "zod";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import { operations } from "@/lib/platform/db/schema";
import { env } from "@/lib/platform/env";
import { isProviderError, type PaymentResult } from "@/lib/provider";
import { log } from "@/lib/platform/log";
import { REASON } from "@/lib/rules/reasons";
import { giveUpAfterMs } from "@/lib/payments/backoff";
import { DUPLICATE_CODES, idsOf } from "@/lib/payments/pay/dispatch";
import { storePin } from "@/lib/payments/receipt";
import { payAtProvider } from "@/lib/payments/pay/send";
import { afterTransition, answerToTransition, describe, firstCheck, flagOperation, honestFailure } from "@/lib/payments/settle";
import { RECONCILER_FLAG, transition, type OperationRow } from "@/lib/payments/state";

export const NEVER_ARRIVED = "The payment never reached the provider; nothing was charged. You can try again.";
/** Shown while a 404 is not proof yet (the operation page says it in the user's language too). */
export const CONFIRMING = "We are confirming this payment with the provider. Don't pay again yet: we will show the result here.";

/**
 * Refusals that hint the payment did take effect: the debt is paid or being paid. Not proof of
 * failure (the original may be what paid it), not proof of success (someone else may have): a person looks.
 */
const TOOK_EFFECT_CODES = new Set(["SDE44389"]);

export { RECONCILER_FLAG } from "@/lib/payments/state";
/** The one reconciler flag that stops automatic decisions: only a person settles it. */
export const PAID_ELSEWHERE_FLAG = `${RECONCILER_FLAG}asked again, the provider answered that the debt is already paid or being paid (SDE44389) while status reads say 404`;

export const graceUntil = (op: Pick<OperationRow, "notFoundSince">): Date | null =>
  op.notFoundSince ? new Date(op.notFoundSince.getTime() + env.UNKNOWN_GRACE_MS) : null;

/**
 * A status read by externalPaymentId answered 404 for a payment whose call said nothing certain
 * (timeout, 5xx, or a process that died around it). The provider may still be working on it, so
 * the 404 is proof that it never arrived only once it has lasted UNKNOWN_GRACE_MS. Meanwhile the
 * operation stays unknown ("don't pay again yet"). True when the operation moved.
 */
export async function onNotFound(db: Db, op: OperationRow, scale: number, now: Date): Promise<boolean> {
  if (!op.notFoundSince) {
    if (op.status === "pending") {
      await transition(db, op.id, { to: "unknown", source: "reconciler", reason: CONFIRMING, reasonCode: REASON.CONFIRMING, detail: "status read: 404 (not proof yet)" });
    }
    await db
      .update(operations)
      .set({ notFoundSince: now, statusReason: CONFIRMING, statusReasonCode: REASON.CONFIRMING, updatedAt: now })
      .where(and(eq(operations.id, op.id), eq(operations.status, "unknown"), isNull(operations.notFoundSince)));
    return false;
  }
  const until = graceUntil(op)!;
  if (now < until || op.flagReason === PAID_ELSEWHERE_FLAG) return false;

  const since = `status read 404 since ${op.notFoundSince.toISOString()}`;
  // Asking again is for a user still waiting on the answer, not for one who left hours ago.
  const stillWaited = now.getTime() - op.createdAt.getTime() < env.UNKNOWN_GRACE_MS + giveUpAfterMs(scale);
  if (op.providerRequest && stillWaited) return askAgain(db, op, op.providerRequest, since);
  await transition(db, op.id, { to: "failed", source: "reconciler", reason: NEVER_ARRIVED, reasonCode: REASON.NEVER_ARRIVED, detail: since });
  return true;
}

/**
 * Sends the stored request again with the SAME externalPaymentId, so the provider's own
 * idempotency answers the question instead of our guess:
 * - 409 duplicate (SPA04649, XPA04626): it has the payment; the 404s were its lag. Now processing,
 *   settled by status reads like any accepted payment.
 * - accepted: it is in flight now (or final). A late original can no longer be charged: the
 *   provider refuses the second request with the same id, whichever arrives first.
 * - refused: nothing was charged under this id by this request, and the original stayed unseen
 *   for the whole grace window: failed. For a bill the usual refusal is 404 SPA04345, because its
 *   debtId lives 10 minutes and the grace window is longer. That answer is about the debt, not our
 *   payment (a provider may check the debtId before the duplicate), so on its own it would prove
 *   nothing; what proves "never arrived" is the status read's 404 outlasting the grace window.
 *   SPA04345 adds that the debtId is dead, so a late original could not be charged either.
 * - "already paid or being paid": the original may be what paid it; a person looks (flagged).
 * - no certain answer: this request may arrive late too, so a new grace window starts.
 */
async function askAgain(db: Db, op: OperationRow, request: Record<string, unknown>, since: string): Promise<boolean> {
  // Settled meanwhile (a callback, an operator): nothing to ask. A race left after this is caught
  // by the state machine: a late final answer that disagrees flags the operation.
  const [current] = await db.select({ status: operations.status }).from(operations).where(eq(operations.id, op.id));
  if (current?.status !== "unknown") return true;
  let answer: PaymentResult;
  try {
    answer = await payAtProvider(op.kind, request, idsOf(op), op.id);
  } catch (error) {
    const said = `${since}; asked again: ${isProviderError(error) ? `${error.status} ${error.code} ${error.message}` : describe(error)}`;
    if (error instanceof ZodError) {
      // Our stored request no longer passes the client's own checks: nothing was sent.
      await transition(db, op.id, { to: "failed", source: "reconciler", reason: NEVER_ARRIVED, reasonCode: REASON.NEVER_ARRIVED, detail: since });
      return true;
    }
    if (!isProviderError(error)) throw error;
    if (DUPLICATE_CODES.has(error.code)) {
      await transition(db, op.id, { to: "processing", source: "reconciler", detail: said, nextCheckAt: firstCheck() });
      return true;
    }
    if (error.outcomeUnknown) {
      await db.update(operations).set({ notFoundSince: null }).where(eq(operations.id, op.id));
      return false;
    }
    if (TOOK_EFFECT_CODES.has(error.code)) {
      await flagOperation(db, op.id, PAID_ELSEWHERE_FLAG);
      log.warn({ operationId: op.id, detail: said }, "asked again: the debt is already paid or being paid; needs a person");
      return false;
    }
    // Our own credentials refused, or no connection: the question was not put. Ask next time.
    if (error.status === 401 || error.status === 403 || error.status === 0) return false;
    await transition(db, op.id, { to: "failed", source: "reconciler", reason: NEVER_ARRIVED, reasonCode: REASON.NEVER_ARRIVED, detail: said });
    return true;
  }
  await storePin(db, op.id, answer.activatePin);
  const detail = `${since}; asked again with the same externalPaymentId: accepted (${answer.status})`;
  await afterTransition(await transition(db, op.id, await honestFailure(db, op, { ...answerToTransition(answer), source: "reconciler", detail })));
  return true;
}
