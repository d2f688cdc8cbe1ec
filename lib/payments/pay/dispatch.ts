import "server-only";
import { eq } from "drizzle-orm";
import { ZodError } from "zod";
import { AppError, toAppError } from "@/lib/platform/http/errors";
import type { Db } from "@/lib/platform/db/client";
import { operations } from "@/lib/platform/db/schema";
import { isProviderError, type PaymentResult } from "@/lib/provider";
import { storePin } from "@/lib/payments/receipt";
import { payAtProvider, type PaymentIds } from "./send";
import { afterTransition, answerToTransition, describe, firstCheck, honestFailure } from "@/lib/payments/settle";
import { transition, type OperationRow } from "@/lib/payments/state";
import { log } from "@/lib/platform/log";
import { REASON } from "@/lib/rules/reasons";

export const UNKNOWN_REASON = "We could not confirm the payment yet; we are checking with the provider.";

/** Duplicate externalPaymentId (bills, top-ups/gift cards): the provider has a payment by that id. */
export const DUPLICATE_CODES = new Set(["SPA04649", "XPA04626"]);

/** Our ids of a payment: the same on every send, which is what makes asking again safe. */
export const idsOf = (row: OperationRow): PaymentIds => ({ externalPaymentId: row.externalPaymentId, externalClientId: row.userId });


async function reload(db: Db, id: string): Promise<OperationRow> {
  const [row] = await db.select().from(operations).where(eq(operations.id, id));
  if (!row) throw new Error(`operation ${id} vanished`);
  return row;
}

/**
 * Sends a stored pending operation to the provider and records what came back. An answer that
 * says nothing certain (timeout, network, 5xx) leaves it unknown for the reconciler, never failed;
 * a refusal fails it and is answered as the provider's error, naming the operation.
 */
export async function dispatch(db: Db, row: OperationRow): Promise<OperationRow> {
  let answer: PaymentResult;
  try {
    answer = await payAtProvider(row.kind, row.providerRequest ?? {}, idsOf(row), row.id);
  } catch (error) {
    return recordError(db, row, error);
  }
  // A gift card's PIN is kept (encrypted) before the operation shows as confirmed.
  await storePin(db, row.id, answer.activatePin);
  await afterTransition(await transition(db, row.id, await honestFailure(db, row, answerToTransition(answer))));
  return reload(db, row.id);
}

async function recordError(db: Db, row: OperationRow, error: unknown): Promise<OperationRow> {
  const refused = error instanceof ZodError || (isProviderError(error) && !error.outcomeUnknown && !DUPLICATE_CODES.has(error.code));
  if (!refused) {
    // Maybe delivered: only a status read by externalPaymentId can tell.
    log.warn({ operationId: row.id, err: error }, "payment outcome unknown");
    await transition(db, row.id, {
      to: "unknown",
      source: "api",
      reason: UNKNOWN_REASON,
      reasonCode: REASON.CHECKING,
      detail: describe(error),
      nextCheckAt: firstCheck(),
    });
    return reload(db, row.id);
  }

  const app = toAppError(error) ?? new AppError("INTERNAL", "The payment could not be sent.");
  // Our own credentials refused (401/403) say nothing the user can act on; the provider's other
  // refusals (amount, limits, already paid) do.
  const ownFault = isProviderError(error) && (error.status === 401 || error.status === 403 || error.status === 0 || error.status >= 500);
  const reason = isProviderError(error) && !ownFault ? error.message : app.message;
  // The provider's code names its refusal; the page translates it (an unknown code reads generically).
  const reasonCode = isProviderError(error) && !ownFault ? error.code : REASON.NOT_SENT;
  await transition(db, row.id, {
    to: "failed",
    source: isProviderError(error) ? "provider" : "api",
    reason,
    reasonCode,
    detail: describe(error),
    providerTx: isProviderError(error) ? error.tx : undefined,
    providerMainTx: isProviderError(error) ? error.mainTx : undefined,
  });
  const details = typeof app.details === "object" && app.details !== null ? app.details : {};
  throw new AppError(app.code, app.message, { ...details, operationId: row.id }, app.headers);
}
