import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { encryptPin } from "@/lib/payments/pin";
import type { Db } from "@/lib/platform/db/client";
import { operations, type OperationReceipt } from "@/lib/platform/db/schema";
import type { PaymentResult } from "@/lib/provider";
import { publishChange } from "./live/publish";

/** The receipt as stored and shown: the provider's ticket and data, minus the gift-card PIN. */
export function toReceipt(result: PaymentResult, readAt = new Date()): OperationReceipt {
  let additionalData = result.additionalData;
  if (additionalData && "activatePin" in additionalData) {
    // The PIN is a secret kept apart, encrypted; the receipt is shown with the operation.
    const { activatePin: _pin, ...rest } = additionalData;
    additionalData = rest;
  }
  return { ticket: result.receipt, additionalData, readAt: readAt.toISOString() };
}

/**
 * Keeps a gift card's PIN, encrypted, unless one is stored already (the first one the provider
 * gave wins: it is the one the user may have seen).
 */
export async function storePin(db: Db, operationId: string, pin: string | null): Promise<void> {
  if (!pin) return;
  await db
    .update(operations)
    .set({ pinCiphertext: encryptPin(pin) })
    .where(and(eq(operations.id, operationId), isNull(operations.pinCiphertext)));
}

/** Stores the receipt of a confirmed operation read from the provider, and its PIN if new. */
export async function storeReceipt(db: Db, operationId: string, result: PaymentResult): Promise<void> {
  await storePin(db, operationId, result.activatePin);
  const [stored] = await db
    .update(operations)
    .set({ receipt: toReceipt(result), updatedAt: sql`now()` })
    .where(and(eq(operations.id, operationId), isNull(operations.receipt)))
    .returning({ userId: operations.userId });
  // The receipt is a change of its own, after the confirmation: an open page shows it at once.
  if (stored) await publishChange(db, operationId, stored.userId);
}
