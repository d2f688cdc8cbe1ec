import "server-only";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import { operations } from "@/lib/platform/db/schema";
import { env } from "@/lib/platform/env";
import type { PaymentResult } from "@/lib/provider";
import { giveUpAfterMs, nextCheckAt } from "@/lib/payments/backoff";
import { answerToTransition, applyFinalRead } from "@/lib/payments/settle";
import { RECONCILER_FLAG, onNotFound } from "./reask";
import { fetchReceipt } from "@/lib/payments/settle";
import { transition, type OperationRow } from "@/lib/payments/state";
import { log } from "@/lib/platform/log";
import { REASON } from "@/lib/rules/reasons";
import { readStatus } from "@/lib/payments/trace";

export { NEVER_ARRIVED } from "./reask";
const IN_FLIGHT: OperationRow["status"][] = ["pending", "processing", "unknown"];
export const GAVE_UP = "We could not confirm this payment with the provider yet; our team is looking into it.";

const stillThere = (op: OperationRow) =>
  and(eq(operations.id, op.id), inArray(operations.status, op.status === "confirmed" ? ["confirmed"] : IN_FLIGHT));

/**
 * When to look again. While the reconciler still owns it: its back-off, and a person gets it after
 * 30 minutes (flagged). Flagged ones are rechecked every RECHECK_INTERVAL_MS until RECHECK_FOR_MS
 * after they were created, so a provider that recovers later still settles them.
 */
async function later(db: Db, op: OperationRow, scale: number, now: Date): Promise<void> {
  const age = now.getTime() - (op.status === "confirmed" ? (op.settledAt ?? op.updatedAt) : op.createdAt).getTime();
  if (!op.flagged && age > giveUpAfterMs(scale)) return giveUp(db, op, now, scale);
  const next = !op.flagged
    ? nextCheckAt(op.checkAttempts + 1, scale, now)
    : age < env.RECHECK_FOR_MS
      ? new Date(now.getTime() + env.RECHECK_INTERVAL_MS)
      : null;
  if (op.flagged && !next) log.warn({ operationId: op.id }, "rechecks over; the operation is left to a person");
  await db
    .update(operations)
    .set({ checkAttempts: sql`${operations.checkAttempts} + 1`, nextCheckAt: next })
    .where(stillThere(op));
}

/** Hands the operation to a person: it stays unknown (never guessed), flagged, and is rechecked slowly. */
async function giveUp(db: Db, op: OperationRow, now: Date, scale: number): Promise<void> {
  const limit = `${Math.round(giveUpAfterMs(scale) / 1000)} s`;
  const flagReason = `${RECONCILER_FLAG}${op.status === "confirmed" ? `confirmed, but its receipt could not be read after ${limit}` : `still ${op.status} after ${limit} of status reads`}`;
  if (op.status === "pending" || op.status === "processing") {
    await transition(db, op.id, { to: "unknown", source: "reconciler", reason: GAVE_UP, reasonCode: REASON.GAVE_UP, detail: flagReason });
  }
  const inFlight = op.status !== "confirmed";
  await db
    .update(operations)
    .set({
      flagged: true,
      flagReason,
      checkAttempts: sql`${operations.checkAttempts} + 1`,
      nextCheckAt: new Date(now.getTime() + env.RECHECK_INTERVAL_MS),
      updatedAt: now,
      ...(inFlight ? { statusReason: GAVE_UP, statusReasonCode: REASON.GAVE_UP } : {}),
    })
    .where(stillThere(op));
  log.warn({ operationId: op.id, flagReason }, "operation needs attention");
}

/** The provider's answer settled what the reconciler had flagged itself: no person needed any more. */
async function clearOwnFlag(db: Db, op: OperationRow): Promise<void> {
  if (!op.flagged) return;
  await db
    .update(operations)
    .set({ flagged: false, flagReason: null, nextCheckAt: null })
    .where(and(eq(operations.id, op.id), like(operations.flagReason, `${RECONCILER_FLAG}%`), inArray(operations.status, ["confirmed", "failed"])));
}

/** Applies what the provider says now about an operation still in flight. True when it was news. */
async function applyRead(db: Db, op: OperationRow, found: PaymentResult): Promise<boolean> {
  if (found.status === "processing") {
    // Known to the provider but not final: pending or unknown becomes processing, which is news.
    if (op.status !== "processing") await transition(db, op.id, { ...answerToTransition(found), source: "reconciler" });
    return false;
  }
  await applyFinalRead(db, op.id, found, "reconciler");
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
    if (await fetchReceipt(op)) return clearOwnFlag(db, op);
  } catch (error) {
    log.warn({ operationId: op.id, err: error }, "receipt read failed; will try again");
  }
  return later(db, op, scale, now);
}

async function reconcileInFlight(db: Db, op: OperationRow, scale: number, now: Date): Promise<void> {
  try {
    const found = await readStatus(op);
    // A processing operation was accepted by the provider: a 404 now is its hiccup, not an answer.
    const settled = found ? await applyRead(db, op, found) : op.status !== "processing" && (await onNotFound(db, op, scale, now));
    // A final transition clears the reconciler's own flag itself (state.ts).
    if (settled) return;
  } catch (error) {
    log.warn({ operationId: op.id, err: error }, "status read failed; will try again");
  }
  return later(db, op, scale, now);
}
