import "server-only";
import { getDb } from "@/lib/db/client";
import { getProvider } from "@/lib/provider";
import { storeReceipt } from "./receipt";
import { transition, type OperationRow, type TransitionResult } from "./state";
import { log } from "@/lib/log";

/**
 * What follows a status change: once an operation is confirmed, its receipt (and a gift card's
 * PIN) is read from the provider and stored. Never throws: whatever fails here leaves a confirmed
 * operation without a receipt, which the reconciler picks up again.
 */
export async function afterTransition(result: TransitionResult): Promise<void> {
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
  const found = await getProvider().operations.findByExternalPaymentId({
    kind: op.kind,
    externalPaymentId: op.externalPaymentId,
  });
  if (found?.status === "failed") {
    await transition(await getDb(), op.id, {
      to: "failed",
      source: "reconciler",
      reason: found.statusDescription,
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
