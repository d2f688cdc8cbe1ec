import "server-only";
import type { Db } from "@/lib/platform/db/client";
import type { CallbackOutcome } from "@/lib/platform/db/schema";
import { applyFinalRead, applyReported, flagOperation, type Report } from "@/lib/payments/settle";
import { isFinal, type OperationRow, type TransitionResult } from "@/lib/payments/state";
import type { PaymentResult } from "@/lib/provider";
import { REASON } from "@/lib/rules/reasons";
import { differences } from "./crosscheck";
import { CALLBACK_ROUTES, type Received } from "./schemas";
import { readStatus } from "@/lib/payments/trace";

// What a callback means for its operation, settled through the operations module's own functions:
// this file touches neither the operations table nor the callbacks one (apply.ts records the
// decision).

/** What applying a callback came to, as recorded. */
export type Decision = { outcome: CallbackOutcome; detail: string; operationId: string | null };

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

const source = ({ id, path }: Received) => `callback #${id} on ${path}`;

/**
 * A callback repeating the final state its operation already has, and bringing nothing new: the
 * decision is "duplicate" whatever else happens, since a final state never changes. This is what
 * decide() would come to, known without the state machine's row lock or a claim.
 */
export function repeatOf(op: OperationRow | null, callback: Received): Decision | null {
  if (!op || op.kind !== CALLBACK_ROUTES[callback.path].kind) return null;
  if (differences(op, callback.data).length > 0) return null;
  const { status, operationId } = callback.data;
  if (!isFinal(op.status) || op.status !== status) return null;
  // A signed callback may still bring the provider's operation id, once.
  if (callback.proven && operationId && !op.providerOperationId) return null;
  return { outcome: "duplicate", detail: `operation already ${op.status}`, operationId: op.id };
}

/**
 * What a callback comes to before its operation's state is touched: null when it is about the
 * payment Saldo made and may change it; otherwise its decision, and the flag for a person when the
 * operation must be looked at.
 */
export function precheck(callback: Received, op: OperationRow | null): { decision: Decision; flag?: { operationId: string; reason: string } } | null {
  if (!op) return { decision: { outcome: "unmatched", detail: "no operation has this externalPaymentId", operationId: null } };
  const expectedKind = CALLBACK_ROUTES[callback.path].kind;
  if (op.kind !== expectedKind) {
    // A result on the wrong path is not trusted to settle an operation of another kind.
    return { decision: { outcome: "unmatched", detail: `operation ${op.id} is a ${op.kind}, but ${callback.path} reports ${expectedKind} results`, operationId: null } };
  }
  const differ = differences(op, callback.data);
  if (differ.length === 0) return null;
  // Not about the payment Saldo made, signed or not: it changes nothing, and a person looks.
  return {
    decision: { outcome: "mismatched", detail: `${differ.join("; ")}; not applied, operation flagged`, operationId: op.id },
    flag: { operationId: op.id, reason: `${source(callback)} differs from the operation: ${differ.join("; ")}` },
  };
}

/**
 * The decision on one claimed callback, about `op`, its operation as read just before the claim.
 * A contradiction worth a person's look flags the operation here.
 */
export async function decide(db: Db, callback: Received, op: OperationRow | null): Promise<Decision> {
  const early = precheck(callback, op);
  if (early) {
    if (early.flag) await flagOperation(db, early.flag.operationId, early.flag.reason);
    return early.decision;
  }
  return callback.proven ? applyProven(db, op!, callback) : applyHint(db, op!, callback);
}

/** What a signed callback reports, for the state machine. */
export function reportOf(callback: Received): Report {
  const { status, operationId, statusDescription } = callback.data;
  return {
    status,
    providerOperationId: operationId ?? null,
    reason: status === "failed" ? (statusDescription ?? "The provider reported the payment as failed.") : undefined,
    reasonCode: status === "failed" ? REASON.PROVIDER_FAILED : undefined,
    detail: source(callback),
  };
}

/** How a signed callback's transition is recorded. */
export const decisionOf = (result: TransitionResult, reported: string): Decision => ({
  outcome: OUTCOME[result.outcome], detail: explain(result, reported), operationId: result.operation.id,
});

/** A result the provider signed: applied as it says, through the one state machine. */
async function applyProven(db: Db, op: OperationRow, callback: Received): Promise<Decision> {
  return decisionOf(await applyReported(db, op.id, reportOf(callback)), callback.data.status);
}

/**
 * An unsigned result is a hint: anyone holding the callback credentials could have written it. It
 * changes an operation only when the provider's own status read says the same; a contradiction
 * changes nothing and, when it concerns a settled operation, is not even worth a flag.
 */
async function applyHint(db: Db, op: OperationRow, callback: Received): Promise<Decision> {
  const { status } = callback.data;
  if (op.status === status) {
    return { outcome: "duplicate", detail: `operation already ${op.status}`, operationId: op.id };
  }
  const found = await readStatus(op);
  const said = `unsigned callback said ${status}`;
  const refuted = { outcome: "refuted", operationId: op.id } as const;
  if (found === null) {
    await flagOperation(db, op.id, `${said}, but the provider has no such payment`);
    return { ...refuted, detail: `${said}; the provider has no such payment` };
  }
  if (found.status === "processing") {
    return { outcome: "unconfirmed", detail: `${said}; the provider's status read still says processing`, operationId: op.id };
  }
  if (found.status !== status) {
    const detail = `${said}; the provider's status read says ${found.status}`;
    // A settled operation the provider agrees with: the hint is simply wrong.
    if (!(isFinal(op.status) && op.status === found.status)) await flagOperation(db, op.id, detail);
    return { ...refuted, detail };
  }
  return applyAgreed(db, op, found, callback);
}

/** The provider's status read agrees with the hint: apply what the provider says. */
async function applyAgreed(db: Db, op: OperationRow, found: PaymentResult, callback: Received): Promise<Decision> {
  const result = await applyFinalRead(db, op.id, found, "callback", `${source(callback)}, agreed by a status read`);
  return { outcome: OUTCOME[result.outcome], detail: `${explain(result, found.status)} (status read agrees)`, operationId: op.id };
}
