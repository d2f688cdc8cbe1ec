import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { operations } from "@/lib/db/schema";
import { getProvider, type PaymentResult } from "@/lib/provider";
import { giveUpAfterMs, nextCheckAt } from "./backoff";
import { answerToTransition } from "./dispatch";
import { storePin, storeReceipt } from "./receipt";
import { fetchReceipt } from "./settle";
import { transition, type OperationRow } from "./state";
import { log } from "@/lib/log";

export const NEVER_ARRIVED = "The payment never reached the provider; nothing was charged. You can try again.";
const IN_FLIGHT: OperationRow["status"][] = ["pending", "processing", "unknown"];
export const GAVE_UP = "We could not confirm this payment with the provider yet; our team is looking into it.";

/** Waits longer before the next look, unless the operation settled meanwhile. */
async function later(db: Db, op: OperationRow, scale: number): Promise<void> {
  await db
    .update(operations)
    .set({ checkAttempts: sql`${operations.checkAttempts} + 1`, nextCheckAt: nextCheckAt(op.checkAttempts + 1, scale) })
    .where(and(eq(operations.id, op.id), inArray(operations.status, op.status === "confirmed" ? ["confirmed"] : IN_FLIGHT)));
}

/** Hands the operation to a person: it stays unknown (never guessed), flagged, and is not read again. */
async function giveUp(db: Db, op: OperationRow, flagReason: string): Promise<void> {
  if (op.status === "pending" || op.status === "processing") {
    await transition(db, op.id, { to: "unknown", source: "reconciler", reason: GAVE_UP, detail: flagReason });
  }
  const inFlight = op.status !== "confirmed";
  await db
    .update(operations)
    .set({ flagged: true, flagReason, nextCheckAt: null, updatedAt: new Date(), ...(inFlight ? { statusReason: GAVE_UP } : {}) })
    .where(and(eq(operations.id, op.id), inArray(operations.status, inFlight ? IN_FLIGHT : ["confirmed"])));
  log.warn({ operationId: op.id, flagReason }, "operation needs attention");
}

/** Applies what the provider says now about an operation still in flight. True when it was news. */
async function applyRead(db: Db, op: OperationRow, found: PaymentResult): Promise<boolean> {
  if (found.status === "processing") {
    // Known to the provider but not final: pending or unknown becomes processing, which is news.
    if (op.status !== "processing") await transition(db, op.id, { ...answerToTransition(found), source: "reconciler" });
    return false;
  }
  await storePin(db, op.id, found.activatePin);
  const result = await transition(db, op.id, { ...answerToTransition(found), source: "reconciler" });
  // The read that settled it carries the receipt: no second read needed.
  if (result.operation.status === "confirmed") await storeReceipt(db, op.id, found);
  return true;
}

/**
 * One look at one operation: pending (the process may have died before or during the call),
 * processing or unknown (settled only by a status read by externalPaymentId), or confirmed
 * without a receipt. Never throws.
 */
export async function reconcileOperation(db: Db, op: OperationRow, scale: number, now = new Date()): Promise<void> {
  try {
    if (op.status === "confirmed") await reconcileReceipt(db, op, scale, now);
    else await reconcileInFlight(db, op, scale, now);
  } catch (error) {
    log.warn({ operationId: op.id, err: error }, "reconciliation failed; will try again");
  }
}

async function reconcileReceipt(db: Db, op: OperationRow, scale: number, now: Date): Promise<void> {
  try {
    if (await fetchReceipt(op)) return;
  } catch (error) {
    log.warn({ operationId: op.id, err: error }, "receipt read failed; will try again");
  }
  const since = (op.settledAt ?? op.updatedAt).getTime();
  if (now.getTime() - since > giveUpAfterMs(scale)) return giveUp(db, op, "confirmed, but its receipt could not be read");
  return later(db, op, scale);
}

async function reconcileInFlight(db: Db, op: OperationRow, scale: number, now: Date): Promise<void> {
  try {
    const found = await getProvider().operations.findByExternalPaymentId({
      kind: op.kind,
      externalPaymentId: op.externalPaymentId,
    });
    if (found === null && op.status !== "processing") {
      // 404 by externalPaymentId: the provider never received it, so nothing was charged.
      await transition(db, op.id, { to: "failed", source: "reconciler", reason: NEVER_ARRIVED, detail: "status read: 404" });
      return;
    }
    // A processing operation was accepted by the provider: a 404 now is its hiccup, not an answer.
    if (found && (await applyRead(db, op, found))) return;
  } catch (error) {
    log.warn({ operationId: op.id, err: error }, "status read failed; will try again");
  }
  const limit = giveUpAfterMs(scale);
  if (now.getTime() - op.createdAt.getTime() > limit) {
    return giveUp(db, op, `still ${op.status} after ${Math.round(limit / 1000)} s of status reads`);
  }
  return later(db, op, scale);
}
