import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import { operationEvents, operations } from "@/lib/platform/db/schema";
import { publishChange } from "./live/publish";

export type OperationStatus = (typeof operations.$inferSelect)["status"];
export type OperationRow = typeof operations.$inferSelect;
export type TransitionSource = (typeof operationEvents.$inferInsert)["source"];

export const FINAL: readonly OperationStatus[] = ["confirmed", "failed"];

/**
 * Flags the reconciler sets itself start so. The provider's final word, however it arrives
 * (status read or callback), answers them: a final transition clears them.
 */
export const RECONCILER_FLAG = "reconciler: ";
export const isFinal = (status: OperationStatus) => FINAL.includes(status);

/**
 * The only moves an operation can make. Final states never change; an in-flight state can only
 * go forward (a late "processing" after "unknown" is news, a "processing" after final is stale).
 */
const ALLOWED: Record<OperationStatus, readonly OperationStatus[]> = {
  pending: ["processing", "unknown", "confirmed", "failed"],
  processing: ["unknown", "confirmed", "failed"],
  unknown: ["processing", "confirmed", "failed"],
  confirmed: [],
  failed: [],
};

export type Transition = {
  to: OperationStatus;
  source: TransitionSource;
  /** Why it failed, or what we know about an unknown outcome, in the provider's or our words (operator console). */
  reason?: string | null;
  /** The reason's code (lib/rules/reasons.ts): what the user sees, translated. */
  reasonCode?: string | null;
  /** For the audit trail only. */
  detail?: string;
  providerOperationId?: string | null;
  providerTx?: string | null;
  providerMainTx?: string | null;
  /** When the reconciler should look at it next (in-flight states). */
  nextCheckAt?: Date | null;
};

export type TransitionResult =
  | { outcome: "applied"; operation: OperationRow; from: OperationStatus }
  | { outcome: "duplicate" | "stale"; operation: OperationRow }
  | { outcome: "conflict"; operation: OperationRow };

/**
 * Applies a status change under a row lock, with its audit event, in one transaction. The first
 * final state wins; a different final state arriving later is not applied but flags the
 * operation for a person to look at.
 */
export async function transition(db: Db, operationId: string, t: Transition): Promise<TransitionResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(operations).where(eq(operations.id, operationId)).for("update");
    if (!current) throw new Error(`operation ${operationId} does not exist`);
    const step = planTransition(current, t, new Date());
    let row = current;
    if (step.set) [row = current] = await tx.update(operations).set(step.set).where(eq(operations.id, operationId)).returning();
    if (step.event) await tx.insert(operationEvents).values(step.event);
    // Pages that follow it hear of it once this commits (lib/payments/live).
    if (step.set) await publishChange(tx, operationId, current.userId);
    return resultOf(step, row);
  });
}

/** The columns a transition may change. */
export type Changes = Partial<Pick<OperationRow,
  "status" | "statusReason" | "statusReasonCode" | "settledAt" | "nextCheckAt" | "notFoundSince" |
  "flagged" | "flagReason" | "providerOperationId" | "providerTx" | "providerMainTx" | "updatedAt">>;

/** What a transition does to the row it read: what to write (nothing: null), its audit event, and its outcome. */
export type Step = { outcome: TransitionResult["outcome"]; from: OperationStatus; set: Changes | null; event: typeof operationEvents.$inferInsert | null };

/** The outcome as callers see it, with the row as written. */
export function resultOf(step: Step, row: OperationRow): TransitionResult {
  return step.outcome === "applied" ? { outcome: "applied", operation: row, from: step.from } : { outcome: step.outcome, operation: row };
}

/**
 * The state machine itself, without the database: what `t` does to `current` (read under its row
 * lock). transition() writes one; lib/payments/transitions.ts writes many in one transaction.
 */
export function planTransition(current: OperationRow, t: Transition, now: Date): Step {
  const from = current.status;
  const ids = {
    ...(t.providerOperationId && !current.providerOperationId ? { providerOperationId: t.providerOperationId } : {}),
    ...(t.providerTx ? { providerTx: t.providerTx } : {}),
    ...(t.providerMainTx ? { providerMainTx: t.providerMainTx } : {}),
  };

  if (current.status === t.to) {
    if (Object.keys(ids).length === 0) return { outcome: "duplicate", from, set: null, event: null };
    return { outcome: "duplicate", from, set: { ...ids, updatedAt: now }, event: null };
  }

  if (!ALLOWED[current.status].includes(t.to)) {
    if (isFinal(current.status) && isFinal(t.to)) {
      const flagReason = `${t.source} reported ${t.to} after the operation was ${current.status}`;
      return { outcome: "conflict", from, set: { ...ids, flagged: true, flagReason, updatedAt: now }, event: null };
    }
    return { outcome: "stale", from, set: null, event: null };
  }

  const final = isFinal(t.to);
  const answered = final && current.flagReason?.startsWith(RECONCILER_FLAG);
  return {
    outcome: "applied",
    from,
    set: {
      ...ids,
      ...(answered ? { flagged: false, flagReason: null } : {}),
      status: t.to,
      statusReason: t.reason ?? (final ? null : current.statusReason),
      // The code travels with its reason: a new reason replaces both, none keeps an in-flight one's.
      statusReasonCode: t.reason || t.reasonCode ? (t.reasonCode ?? null) : final ? null : current.statusReasonCode,
      settledAt: final ? now : null,
      nextCheckAt: final ? null : (t.nextCheckAt ?? current.nextCheckAt),
      // A 404 waits out its grace window only while the outcome is unknown; any other state is news.
      notFoundSince: t.to === "unknown" ? current.notFoundSince : null,
      updatedAt: now,
    },
    event: { operationId: current.id, fromStatus: current.status, toStatus: t.to, source: t.source, detail: t.detail ?? t.reason ?? null },
  };
}
