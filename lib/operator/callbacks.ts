import "server-only";
import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/lib/platform/db/client";
import { callbacks, type CallbackOutcome } from "@/lib/platform/db/schema";
import type { OperatorCallbacksQuery } from "@/lib/operator/input";
import { refusalSummary } from "@/lib/payments/callbacks/refusals";
import { callbackSigning } from "@/lib/payments/callbacks/signing";
import { decodeCursor, encodeCursor, idCursor } from "./cursor";

export type OperatorCallbackView = {
  id: number;
  path: string;
  verified: boolean;
  outcome: CallbackOutcome;
  detail: string | null;
  externalPaymentId: string | null;
  providerOperationId: string | null;
  status: string | null;
  operationId: string | null;
  receivedAt: string;
  /** Every stored callback carried the provider's credentials (refused ones are only counted). */
  rawBody: string;
};

/** Callbacks newest first, by payment or outcome: read from (external_payment_id, id) or (outcome, id). */
export function callbacksQuery(db: Db, query: OperatorCallbacksQuery) {
  const after = decodeCursor(idCursor, query.cursor);
  const where: SQL[] = [];
  if (query.externalPaymentId) where.push(eq(callbacks.externalPaymentId, query.externalPaymentId));
  if (query.outcome) where.push(eq(callbacks.outcome, query.outcome));
  if (after) where.push(lt(callbacks.id, after.id));
  return db
    .select()
    .from(callbacks)
    .where(and(...where))
    .orderBy(desc(callbacks.id))
    .limit(query.limit + 1);
}

/**
 * Callbacks received, newest first, the refused ones of the last 24 hours counted by path and
 * reason, and whether a callback is expected to be signed here (an unsigned one is normal in the
 * sandbox). Headers are never stored, so they cannot be shown.
 */
export async function listCallbacks(query: OperatorCallbacksQuery) {
  const rows = await callbacksQuery(await getDb(), query);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    callbacks: page.map(
      (row): OperatorCallbackView => ({
        id: row.id,
        path: row.path,
        verified: row.verified,
        outcome: row.outcome,
        detail: row.detail,
        externalPaymentId: row.externalPaymentId,
        providerOperationId: row.providerOperationId,
        status: row.status,
        operationId: row.operationId,
        receivedAt: row.receivedAt.toISOString(),
        rawBody: row.rawBody,
      }),
    ),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ id: last.id }) : null,
    refused: await refusalSummary(),
    signing: callbackSigning(),
  };
}
