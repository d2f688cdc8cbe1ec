import "server-only";
import { addJob } from "@/lib/platform/jobs";
import { eq, inArray, sql } from "drizzle-orm";
import { env } from "@/lib/platform/env";
import type { PaymentResult } from "@/lib/provider";
import { getDb, type Db } from "@/lib/platform/db/client";
import { operations } from "@/lib/platform/db/schema";
import { log } from "@/lib/platform/log";
import { REASON } from "@/lib/rules/reasons";
import { nextCheckAt, scaleOf } from "./backoff";
import { failureReasonCode } from "./float/guard";
import { storePin, storeReceipt } from "./receipt";
import { isFinal, transition, type OperationRow, type Transition, type TransitionResult } from "./state";
import { readStatus } from "./trace";

// How an operation learns its outcome, whoever brings it: the payment call's answer, a status read
// (reconciler, operator, a callback's confirmation) or a signed callback. Each goes through the one
// state machine in state.ts.

export const firstCheck = () => nextCheckAt(0, scaleOf(env.RECONCILE_BASE_DELAY_MS));

/** The provider's answer, as a status change. */
export function answerToTransition(answer: PaymentResult): Transition {
  const ids = { providerOperationId: answer.operationId, providerTx: answer.tx, providerMainTx: answer.mainTx };
  switch (answer.status) {
    case "confirmed":
      return { to: "confirmed", source: "provider", ...ids };
    case "failed":
      return {
        to: "failed",
        source: "provider",
        reason: answer.statusDescription ?? "The provider refused the payment.",
        reasonCode: REASON.PROVIDER_FAILED,
        ...ids,
      };
    case "processing":
      return { to: "processing", source: "provider", nextCheckAt: firstCheck(), ...ids };
  }
}

/**
 * A failure the provider reported, with its honest reason: when the float, read again after the
 * failure, cannot cover the payment, the float's code, never "the company refused". An operation
 * already final is left to the state machine (nothing to decide, no reading spent).
 */
export async function honestFailure(db: Db, op: OperationRow | string, t: Transition): Promise<Transition> {
  if (t.to !== "failed" || t.reasonCode !== REASON.PROVIDER_FAILED) return t;
  const row = typeof op === "string" ? (await byIdQuery(db, op))[0] : op;
  if (!row || isFinal(row.status)) return t;
  return { ...t, reasonCode: await failureReasonCode(db, row) };
}

const byIdQuery = (db: Db, id: string) => db.select().from(operations).where(eq(operations.id, id)).limit(1);

/**
 * A final answer of a status read, applied with what it carries: a gift card's PIN (kept before
 * the operation shows as confirmed) and the receipt (no second read needed).
 */
export async function applyFinalRead(
  db: Db, operationId: string, found: PaymentResult, source: Transition["source"], detail?: string,
): Promise<TransitionResult> {
  await storePin(db, operationId, found.activatePin);
  const read = await honestFailure(db, operationId, { ...answerToTransition(found), source, ...(detail ? { detail } : {}) });
  const result = await transition(db, operationId, read);
  if (result.operation.status === "confirmed") await storeReceipt(db, operationId, found);
  await tellAutopay(result);
  return result;
}

/**
 * An autopay payment that just became final: the user's autopay pass runs now (not at the next
 * quarter hour), so its charge follows and the user hears of it. Best effort: the pass would
 * find it anyway.
 */
async function tellAutopay(result: TransitionResult): Promise<void> {
  const op = result.operation;
  if (result.outcome !== "applied" || op.origin !== "autopay" || (op.status !== "confirmed" && op.status !== "failed")) return;
  try {
    await addJob("reminders.user", { userId: op.userId }, { jobKey: `reminders:user:${op.userId}` });
  } catch (error) {
    log.warn({ operationId: op.id, err: error }, "autopay: its pass could not be queued; the next scan runs it");
  }
}

/** A final status the provider reported in a signed callback. */
export type Report = { status: "confirmed" | "failed"; providerOperationId: string | null; reason?: string; reasonCode?: string; detail: string };

/** A reported final status as the state machine's transition. */
export const reportedTransition = (report: Report): Transition => ({
  to: report.status,
  source: "callback",
  providerOperationId: report.providerOperationId,
  reason: report.reason,
  reasonCode: report.reasonCode,
  detail: report.detail,
});

/** A final status the provider reported in a signed callback, applied as it says. */
export async function applyReported(db: Db, operationId: string, report: Report): Promise<TransitionResult> {
  const result = await transition(db, operationId, await honestFailure(db, operationId, reportedTransition(report)));
  // Reading the receipt means asking the provider; it never throws.
  void afterTransition(result);
  return result;
}

/** The operation a provider message is about, by the id we gave the payment. */
export async function operationByPaymentId(db: Db, externalPaymentId: string): Promise<OperationRow | null> {
  const [op] = await byPaymentIdQuery(db, externalPaymentId);
  return op ?? null;
}

/** The operations several provider messages are about, by the ids we gave the payments. */
export async function operationsByPaymentIds(db: Db, externalPaymentIds: string[]): Promise<Map<string, OperationRow>> {
  if (externalPaymentIds.length === 0) return new Map();
  const rows = await db.select().from(operations).where(inArray(operations.externalPaymentId, externalPaymentIds));
  return new Map(rows.map((op) => [op.externalPaymentId, op]));
}

export const byPaymentIdQuery = (db: Db, externalPaymentId: string) =>
  db.select().from(operations).where(eq(operations.externalPaymentId, externalPaymentId)).limit(1);

/** Hands an operation to a person, saying why. */
export async function flagOperation(db: Db, operationId: string, reason: string): Promise<void> {
  await db.update(operations).set({ flagged: true, flagReason: reason, updatedAt: sql`now()` }).where(eq(operations.id, operationId));
}

/**
 * What follows a status change: once an operation is confirmed, its receipt (and a gift card's
 * PIN) is read from the provider and stored. Never throws: whatever fails here leaves a confirmed
 * operation without a receipt, which the reconciler picks up again.
 */
export async function afterTransition(result: TransitionResult): Promise<void> {
  await tellAutopay(result);
  if (result.outcome !== "applied" || result.operation.status !== "confirmed") return;
  try {
    await fetchReceipt(result.operation);
  } catch (error) {
    log.warn({ operationId: result.operation.id, err: error }, "receipt not read yet; the reconciler will retry");
  }
}

/**
 * Reads a confirmed operation by externalPaymentId and stores its receipt. True when stored; false
 * when the provider has nothing final to show yet (try later). A provider that now says "failed"
 * is recorded as a conflict, which flags the operation for a person.
 */
export async function fetchReceipt(op: OperationRow): Promise<boolean> {
  const found = await readStatus(op);
  if (found?.status === "failed") {
    await transition(await getDb(), op.id, {
      to: "failed",
      source: "reconciler",
      reason: found.statusDescription,
      reasonCode: REASON.PROVIDER_FAILED,
      detail: "status read after confirmation",
    });
    return false;
  }
  if (found?.status !== "confirmed") return false;
  await storeReceipt(await getDb(), op.id, found);
  return true;
}

/** An error for the logs: the provider's messages are already free of secrets. */
export function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
