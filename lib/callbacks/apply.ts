import "server-only";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { callbacks, operations, type CallbackOutcome } from "@/lib/db/schema";
import { log } from "@/lib/log";
import { applyFinalRead } from "@/lib/operations/dispatch";
import { afterTransition } from "@/lib/operations/settle";
import { isFinal, transition, type OperationRow, type TransitionResult } from "@/lib/operations/state";
import { getProvider, type PaymentResult } from "@/lib/provider";
import { parseCallback } from "./check";
import { CALLBACK_ROUTES, type CallbackBody, type CallbackPath } from "./schemas";

/** A claim older than this was lost with its process: the callback may be taken again. */
export const CLAIM_TTL_MS = 60_000;

type CallbackRow = typeof callbacks.$inferSelect;
type Decision = { outcome: CallbackOutcome; detail: string; operationId: string | null; flag?: string };

const OUTCOME: Record<TransitionResult["outcome"], CallbackOutcome> = {
  applied: "applied",
  duplicate: "duplicate",
  // Only a non-final state can be stale, and callbacks carry final ones: nothing new either way.
  stale: "duplicate",
  conflict: "conflict",
};

function explain(result: TransitionResult, reported: string): string {
  switch (result.outcome) {
    case "applied":
      return `${result.from} → ${reported}`;
    case "conflict":
      return `reported ${reported} but the operation is already ${result.operation.status}; not applied, operation flagged`;
    default:
      return `operation already ${result.operation.status}`;
  }
}

/** Takes a received callback for this process; null when another applier has it or it is done. */
async function claim(db: Db, id: number): Promise<CallbackRow | null> {
  const [row] = await db
    .update(callbacks)
    .set({ claimedAt: sql`now()` })
    .where(
      and(
        eq(callbacks.id, id),
        eq(callbacks.outcome, "received"),
        or(isNull(callbacks.claimedAt), lt(callbacks.claimedAt, sql`now() - make_interval(secs => ${CLAIM_TTL_MS / 1000}::int)`)),
      ),
    )
    .returning();
  return row ?? null;
}

/** A result the provider signed: applied as it says, through the one state machine. */
async function applyProven(db: Db, op: OperationRow, data: CallbackBody, callbackId: number, path: string): Promise<Decision> {
  const result = await transition(db, op.id, {
    to: data.status,
    source: "callback",
    providerOperationId: data.operationId ?? null,
    reason: data.status === "failed" ? (data.statusDescription ?? "The provider reported the payment as failed.") : undefined,
    detail: `callback #${callbackId} on ${path}`,
  });
  // Reading the receipt means asking the provider; it never throws.
  void afterTransition(result);
  return { outcome: OUTCOME[result.outcome], detail: explain(result, data.status), operationId: op.id };
}

/**
 * An unsigned result is a hint: anyone holding the callback credentials could have written it. It
 * changes an operation only when the provider's own status read says the same; a contradiction
 * changes nothing and, when it concerns a settled operation, is not even worth a flag.
 */
async function applyHint(db: Db, op: OperationRow, data: CallbackBody, callbackId: number, path: string): Promise<Decision> {
  if (op.status === data.status) {
    return { outcome: "duplicate", detail: `operation already ${op.status}`, operationId: op.id };
  }
  const found = await getProvider().operations.findByExternalPaymentId({ kind: op.kind, externalPaymentId: op.externalPaymentId });
  const said = `unsigned callback said ${data.status}`;
  if (found === null) {
    return { outcome: "refuted", detail: `${said}; the provider has no such payment`, operationId: op.id, flag: `${said}, but the provider has no such payment` };
  }
  if (found.status === "processing") {
    return { outcome: "unconfirmed", detail: `${said}; the provider's status read still says processing`, operationId: op.id };
  }
  if (found.status !== data.status) {
    const detail = `${said}; the provider's status read says ${found.status}`;
    // A settled operation the provider agrees with: the hint is simply wrong.
    if (isFinal(op.status) && op.status === found.status) return { outcome: "refuted", detail, operationId: op.id };
    return { outcome: "refuted", detail, operationId: op.id, flag: detail };
  }
  return applyAgreed(db, op, found, callbackId, path);
}

/** The provider's status read agrees with the hint: apply what the provider says. */
async function applyAgreed(db: Db, op: OperationRow, found: PaymentResult, callbackId: number, path: string): Promise<Decision> {
  const result = await applyFinalRead(db, op.id, found, "callback", `callback #${callbackId} on ${path}, agreed by a status read`);
  return { outcome: OUTCOME[result.outcome], detail: `${explain(result, found.status)} (status read agrees)`, operationId: op.id };
}

async function decide(db: Db, row: CallbackRow): Promise<Decision> {
  const path = row.path as CallbackPath;
  const parsed = parseCallback(path, row.rawBody);
  if (!parsed.success) return { outcome: "malformed", detail: "stored body no longer parses", operationId: null };
  const data = parsed.data;
  const [op] = await db.select().from(operations).where(eq(operations.externalPaymentId, data.externalPaymentId)).limit(1);
  if (!op) return { outcome: "unmatched", detail: "no operation has this externalPaymentId", operationId: null };
  const expectedKind = CALLBACK_ROUTES[path].kind;
  if (op.kind !== expectedKind) {
    // A result on the wrong path is not trusted to settle an operation of another kind.
    return { outcome: "unmatched", detail: `operation ${op.id} is a ${op.kind}, but ${path} reports ${expectedKind} results`, operationId: null };
  }
  return row.verified ? applyProven(db, op, data, row.id, path) : applyHint(db, op, data, row.id, path);
}

/**
 * Applies one stored callback, once, whoever calls it (the applier right after the answer, or the
 * reconciler for one left behind by a crash). A failure leaves it received for a later try.
 */
export async function applyCallback(db: Db, id: number): Promise<void> {
  const row = await claim(db, id);
  if (!row) return;
  try {
    const decision = await decide(db, row);
    if (decision.flag && decision.operationId) {
      await db
        .update(operations)
        .set({ flagged: true, flagReason: decision.flag, updatedAt: sql`now()` })
        .where(eq(operations.id, decision.operationId));
    }
    await db
      .update(callbacks)
      .set({ outcome: decision.outcome, detail: decision.detail, operationId: decision.operationId })
      .where(eq(callbacks.id, id));
  } catch (error) {
    log.warn({ callbackId: id, err: error }, "callback not applied yet; will try again");
  }
}
