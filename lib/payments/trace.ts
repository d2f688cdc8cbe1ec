import "server-only";
import { and, asc, eq, or } from "drizzle-orm";
import { ZodError } from "zod";
import { getDb, type Db } from "@/lib/platform/db/client";
import { providerSteps, type ProviderStepKind } from "@/lib/platform/db/schema";
import { log } from "@/lib/platform/log";
import { getProvider, isProviderError, type PaymentResult } from "@/lib/provider";
import type { OperationRow } from "./state";

// Every call Saldo makes to the provider about a user's money or accounts is kept as a step, with
// the provider's ids of it (tx for the step, mainTx for the whole transaction) and our own id it
// was given, so support can follow an operation or a complaint to the provider's records. A step
// is written after the call, best effort: tracing never fails or delays a payment's decision.

export type StepRef = {
  kind: ProviderStepKind;
  /** Our id the provider was given: externalRequestId, externalPaymentId or agendaId. */
  reference: string;
  userId?: string | null;
  operationId?: string | null;
};

type Answered = { providerId?: string | null; tx?: string | null; mainTx?: string | null; outcome?: string };

/** What a parsed provider answer says about itself: its operationId (or agendaId) and its tx/mainTx. */
function idsOfAnswer(answer: unknown): Answered {
  if (answer === null) return { outcome: "NOT_FOUND" };
  if (typeof answer !== "object") return {};
  const a = answer as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" && v ? v : null);
  return { providerId: text(a.operationId) ?? text(a.agendaId), tx: text(a.tx), mainTx: text(a.mainTx) };
}

function idsOfError(error: unknown): Answered {
  if (isProviderError(error)) return { outcome: error.code, tx: error.tx ?? null, mainTx: error.mainTx ?? null };
  return { outcome: error instanceof ZodError ? "BAD_RESPONSE" : "ERROR" };
}

/** The step's row, for a caller that stores it in its own transaction (a debt query, with its debts). */
export function stepValues(ref: StepRef, answer: unknown): typeof providerSteps.$inferInsert {
  return valuesOf(ref, idsOfAnswer(answer));
}

function valuesOf(ref: StepRef, ids: Answered): typeof providerSteps.$inferInsert {
  return {
    kind: ref.kind,
    reference: ref.reference,
    userId: ref.userId ?? null,
    operationId: ref.operationId ?? null,
    providerId: ids.providerId ?? null,
    outcome: ids.outcome ?? "ok",
    tx: ids.tx ?? null,
    mainTx: ids.mainTx ?? null,
  };
}

async function record(ref: StepRef, ids: Answered): Promise<void> {
  try {
    await (await getDb()).insert(providerSteps).values(valuesOf(ref, ids));
  } catch (error) {
    log.warn({ step: ref.kind, reference: ref.reference, err: error }, "provider step not traced");
  }
}

/** Keeps a refused or failed call as a step; never throws. */
export const recordFailure = (ref: StepRef, error: unknown): Promise<void> => record(ref, idsOfError(error));

/** Keeps an answered call as a step; never throws. */
export const recordAnswer = (ref: StepRef, answer: unknown): Promise<void> => record(ref, idsOfAnswer(answer));

/** Makes one provider call and keeps it as a step, answered or refused; the answer or error passes through. */
export async function traced<T>(ref: StepRef, call: () => Promise<T>): Promise<T> {
  let answer: T;
  try {
    answer = await call();
  } catch (error) {
    await record(ref, idsOfError(error));
    throw error;
  }
  await record(ref, idsOfAnswer(answer));
  return answer;
}

/** The provider's status of a payment, read by its externalPaymentId (null: it has none), kept as a step. */
export function readStatus(op: Pick<OperationRow, "id" | "userId" | "kind" | "externalPaymentId">): Promise<PaymentResult | null> {
  return traced({ kind: "status_read", reference: op.externalPaymentId, userId: op.userId, operationId: op.id }, () =>
    getProvider().operations.findByExternalPaymentId({ kind: op.kind, externalPaymentId: op.externalPaymentId }),
  );
}

export type ProviderStepView = {
  kind: ProviderStepKind;
  reference: string;
  providerId: string | null;
  outcome: string;
  tx: string | null;
  mainTx: string | null;
  at: string;
};

/** An operation's steps at the provider, oldest first: a bill's debt query, its payment calls and its status reads. */
export async function stepsOf(db: Db, op: Pick<OperationRow, "id" | "externalRequestId">): Promise<ProviderStepView[]> {
  const query = op.externalRequestId
    ? and(eq(providerSteps.kind, "debt_query"), eq(providerSteps.reference, op.externalRequestId))
    : undefined;
  const rows = await db
    .select()
    .from(providerSteps)
    .where(query ? or(eq(providerSteps.operationId, op.id), query) : eq(providerSteps.operationId, op.id))
    .orderBy(asc(providerSteps.at), asc(providerSteps.id));
  return rows.map((s) => ({
    kind: s.kind,
    reference: s.reference,
    providerId: s.providerId,
    outcome: s.outcome,
    tx: s.tx,
    mainTx: s.mainTx,
    at: s.at.toISOString(),
  }));
}
