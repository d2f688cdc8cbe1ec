import "server-only";
import { eq } from "drizzle-orm";
import { after, NextResponse, type NextRequest } from "next/server";
import { toErrorResponse } from "@/lib/api/errors";
import { getDb, type Db } from "@/lib/db/client";
import { callbacks, operations, type CallbackOutcome } from "@/lib/db/schema";
import { afterTransition } from "@/lib/operations/settle";
import { transition, type TransitionResult } from "@/lib/operations/state";
import { store, verifiedBody } from "./check";
import { readRawBody } from "./raw-body";
import { CALLBACK_ROUTES, type CallbackBody, type CallbackPath } from "./schemas";

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

/** A verified callback: on record first, then matched by externalPaymentId and applied once. */
async function apply(db: Db, path: CallbackPath, raw: string, data: CallbackBody): Promise<void> {
  const callbackId = await store(db, {
    path, rawBody: raw, verified: true, outcome: "received",
    externalPaymentId: data.externalPaymentId, providerOperationId: data.operationId ?? null, status: data.status,
  });
  const expectedKind = CALLBACK_ROUTES[path].kind;
  const [op] = await db.select().from(operations).where(eq(operations.externalPaymentId, data.externalPaymentId)).limit(1);

  let outcome: CallbackOutcome;
  let detail: string;
  let operationId: string | null = null;
  if (!op) {
    outcome = "unmatched";
    detail = "no operation has this externalPaymentId";
  } else if (op.kind !== expectedKind) {
    // A result on the wrong path is not trusted to settle an operation of another kind.
    outcome = "unmatched";
    detail = `operation ${op.id} is a ${op.kind}, but ${path} reports ${expectedKind} results`;
  } else {
    const failed = data.status === "failed";
    const result = await transition(db, op.id, {
      to: data.status,
      source: "callback",
      providerOperationId: data.operationId ?? null,
      reason: failed ? (data.statusDescription ?? "The provider reported the payment as failed.") : undefined,
      detail: `callback #${callbackId} on ${path}`,
    });
    outcome = OUTCOME[result.outcome];
    detail = explain(result, data.status);
    operationId = op.id;
    // Reading the receipt means asking the provider: done after answering, so the provider
    // gets its 200 quickly. afterTransition never throws.
    after(() => afterTransition(result));
  }
  await db.update(callbacks).set({ outcome, detail, operationId }).where(eq(callbacks.id, callbackId));
}

/** The handler of one callback path. Not behind route(): the provider is cross-site by nature. */
export function callbackEndpoint(path: CallbackPath) {
  return async (request: NextRequest): Promise<Response> => {
    try {
      const db = await getDb();
      const body = await readRawBody(request);
      const data = await verifiedBody(db, request, path, body);
      await apply(db, path, body.text, data);
      return NextResponse.json({ status: "Confirm" });
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}
