import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/platform/http/errors";
import { getDb, type Db } from "@/lib/platform/db/client";
import { operationEvents, operations } from "@/lib/platform/db/schema";
import { askConfirmation, spendConfirmation } from "@/lib/accounts/confirmations";
import { dispatch } from "./dispatch";
import { secondLook } from "./second-look";
import { requestHash } from "./idempotency";
import type { PaymentDraft } from "@/lib/payments/pay/checks/draft";
import { debtPaymentsQuery, inFlightError, isDebtInFlightViolation } from "@/lib/payments/pay/checks/duplicates";
import { assertFloatCovers } from "@/lib/payments/float/guard";
import type { ProviderRequest } from "./send";
import type { OperationRow } from "@/lib/payments/state";

export type PaymentRequest = {
  userId: string;
  kind: OperationRow["kind"];
  idempotencyKey: string;
  /** The validated body: what the key is bound to. */
  body: unknown;
  /** The business rules; throws to refuse. Runs before anything is stored or sent. */
  check: () => Promise<PaymentDraft>;
  /** What the provider is sent, without the ids we make; stored so it can be asked again. */
  providerRequest: ProviderRequest;
  /** Who started it (history and receipts say so for autopay). */
  origin?: OperationRow["origin"];
  /** The confirmation the checkout answered (Saldo-Confirmation), for a payment that needs one. */
  confirmation?: string | null;
};

export const byKeyQuery = (db: Db, userId: string, key: string) =>
  db.select().from(operations).where(and(eq(operations.userId, userId), eq(operations.idempotencyKey, key)));

async function findByKey(db: Db, userId: string, key: string): Promise<OperationRow | undefined> {
  const [row] = await byKeyQuery(db, userId, key);
  return row;
}

/** A retry of a checkout gets its operation as it is now; the key cannot be reused for another payment. */
function replay(row: OperationRow, hash: string): OperationRow {
  if (row.requestHash !== hash) {
    throw new AppError(
      "IDEMPOTENCY_KEY_REUSED",
      "This Idempotency-Key belongs to another payment. Start a new checkout to pay something else.",
    );
  }
  return row;
}

/**
 * Creates a payment exactly once per (user, Idempotency-Key), however many requests carry it at
 * the same time: the row (with a fresh externalPaymentId) is inserted as pending before the
 * provider is called, and only the request whose insert won calls the provider.
 */
export async function createOperation(request: PaymentRequest): Promise<OperationRow> {
  const db = await getDb();
  const hash = requestHash(request.kind, request.body);

  const existing = await findByKey(db, request.userId, request.idempotencyKey);
  if (existing) return replay(existing, hash);

  let draft: PaymentDraft;
  let look: Look;
  try {
    draft = await request.check();
    // After the rules (they refuse without asking anyone), before anything is stored or sent.
    await assertFloatCovers(db, draft.currency, draft.amount);
    // A risky payment is made only with its confirmation (second-look.ts), spent as it is stored;
    // asked last, so nobody confirms a payment the rules or the float would refuse anyway.
    look = await secondLook(db, request, draft, hash);
  } catch (error) {
    // A concurrent repeat of this very checkout may have stored its row since our lookup (the
    // rules then see "already being paid"): that is the same payment, not a second one.
    const raced = await findByKey(db, request.userId, request.idempotencyKey);
    if (raced) return replay(raced, hash);
    throw error;
  }
  const now = new Date();
  let inserted: OperationRow | undefined;
  try {
    inserted = await insertPending(db, request, draft, hash, now, look);
  } catch (error) {
    if (error instanceof ConfirmationSpent && look) {
      // Spent meanwhile: by a concurrent repeat of this checkout (its operation), or used up.
      const raced = await findByKey(db, request.userId, request.idempotencyKey);
      if (raced) return replay(raced, hash);
      return askConfirmation(db, request.userId, look.move, true);
    }
    // A second payment of this debt while one is in flight (operations_debt_in_flight_idx): a
    // concurrent repeat of this very checkout gets its operation, any other checkout a 409.
    if (!isDebtInFlightViolation(error)) throw error;
    const raced = await findByKey(db, request.userId, request.idempotencyKey);
    if (raced) return replay(raced, hash);
    const payments = draft.debtId ? await debtPaymentsQuery(db, request.userId, draft.debtId) : [];
    const flying = payments.find((p) => p.status !== "confirmed") ?? payments[0];
    throw inFlightError(flying?.id ?? "", flying?.status ?? "pending");
  }

  if (!inserted) {
    // Another request with this key inserted first (after our lookup): it alone calls the provider.
    const winner = await findByKey(db, request.userId, request.idempotencyKey);
    if (!winner) throw new Error("idempotency conflict without a row");
    return replay(winner, hash);
  }
  return dispatch(db, inserted);
}

type Look = Awaited<ReturnType<typeof secondLook>>;

/** The confirmation of this payment was spent by another request between the check and the insert. */
class ConfirmationSpent extends Error {}

/**
 * The pending row and its first event, with the payment's confirmation spent in the same
 * transaction; undefined when a row with this key is already there.
 */
function insertPending(db: Db, request: PaymentRequest, draft: PaymentDraft, hash: string, now: Date, look: Look) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operations)
      .values({
        ...draft,
        userId: request.userId,
        kind: request.kind,
        origin: request.origin ?? "checkout",
        idempotencyKey: request.idempotencyKey,
        requestHash: hash,
        externalPaymentId: randomUUID(),
        providerRequest: request.providerRequest,
        status: "pending",
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [operations.userId, operations.idempotencyKey] })
      .returning();
    if (row) {
      if (look && !(await spendConfirmation(tx as unknown as Db, request.userId, look.id, look.move))) throw new ConfirmationSpent();
      await tx.insert(operationEvents).values({ operationId: row.id, fromStatus: null, toStatus: "pending", source: "api" });
    }
    return row;
  });
}
