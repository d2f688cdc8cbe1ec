import "server-only";
import type { Db } from "@/lib/platform/db/client";
import type { CallbackOutcome } from "@/lib/platform/db/schema";
import { applyFinalRead, applyReported, operationByPaymentId } from "@/lib/payments/settle";
import { isFinal, type OperationRow, type TransitionResult } from "@/lib/payments/state";
import { getProvider, type PaymentResult } from "@/lib/provider";
import type { CallbackRow, Decision } from "./record";
import { CALLBACK_ROUTES, type CallbackBody, type CallbackPath } from "./schemas";
import { parseCallback } from "./verify";
import { REASON } from "@/lib/rules/reasons";

// What a stored callback means for its operation, settled through the operations module's own
// functions: this file never touches the operations table.

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

/** A result the provider signed: applied as it says, through the one state machine. */
async function applyProven(db: Db, op: OperationRow, data: CallbackBody, callbackId: number, path: string): Promise<Decision> {
  const result = await applyReported(db, op.id, {
    status: data.status,
    providerOperationId: data.operationId ?? null,
    reason: data.status === "failed" ? (data.statusDescription ?? "The provider reported the payment as failed.") : undefined,
    reasonCode: data.status === "failed" ? REASON.PROVIDER_FAILED : undefined,
    detail: `callback #${callbackId} on ${path}`,
  });
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

/** What the applier knows of a callback without reading it back: what its answer stored. */
export type Reported = { path: CallbackPath; proven: boolean; status: CallbackBody["status"]; providerOperationId: string | null };

/**
 * A callback repeating the final state its operation already has, and bringing nothing new: the
 * decision is "duplicate" whatever else happens, since a final state never changes. This is what
 * the state machine (applyProven, applyHint) would decide, known without its row lock.
 */
export function repeatOf(op: OperationRow | null, reported: Reported): Decision | null {
  if (!op || op.kind !== CALLBACK_ROUTES[reported.path].kind) return null;
  if (!isFinal(op.status) || op.status !== reported.status) return null;
  // A signed callback may still bring the provider's operation id, once.
  if (reported.proven && reported.providerOperationId && !op.providerOperationId) return null;
  return { outcome: "duplicate", detail: `operation already ${op.status}`, operationId: op.id };
}

/**
 * The decision on one claimed callback; a flag it carries is for the caller to raise. `known` is
 * its operation as read just before the claim, when the caller has read it (undefined: read it here).
 */
export async function decide(db: Db, row: CallbackRow, known?: OperationRow | null): Promise<Decision> {
  const path = row.path as CallbackPath;
  const parsed = parseCallback(path, row.rawBody);
  if (!parsed.success) return { outcome: "malformed", detail: "stored body no longer parses", operationId: null };
  const data = parsed.data;
  const op = known !== undefined && (known === null || known.externalPaymentId === data.externalPaymentId)
    ? known
    : await operationByPaymentId(db, data.externalPaymentId);
  if (!op) return { outcome: "unmatched", detail: "no operation has this externalPaymentId", operationId: null };
  const expectedKind = CALLBACK_ROUTES[path].kind;
  if (op.kind !== expectedKind) {
    // A result on the wrong path is not trusted to settle an operation of another kind.
    return { outcome: "unmatched", detail: `operation ${op.id} is a ${op.kind}, but ${path} reports ${expectedKind} results`, operationId: null };
  }
  return row.verified ? applyProven(db, op, data, row.id, path) : applyHint(db, op, data, row.id, path);
}
