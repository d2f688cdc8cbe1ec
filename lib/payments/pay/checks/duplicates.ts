import "server-only";
import { and, desc, eq, gte, ne, type SQL } from "drizzle-orm";
import { AppError } from "@/lib/platform/http/errors";
import type { Db } from "@/lib/platform/db/client";
import { operations } from "@/lib/platform/db/schema";
import { presentCompanyName } from "@/lib/catalog/present";
import { SAME_ACCOUNT_DAYS, latestOfAccount, type Account, type Attempt, type Guard } from "@/lib/rules/duplicate-payment";

/** The unique index that lets one payment of a debt be in flight at a time (db/schema/operations.ts). */
export const DEBT_IN_FLIGHT_INDEX = "operations_debt_in_flight_idx";

const columns = {
  id: operations.id,
  debtId: operations.debtId,
  companyCode: operations.companyCode,
  companyName: operations.companyName,
  identifiers: operations.identifiers,
  amount: operations.amount,
  currency: operations.currency,
  status: operations.status,
  createdAt: operations.createdAt,
};

/** A payment of this debt that is not failed: read from operations_debt_idx. */
export const debtPaymentsQuery = (db: Db, userId: string, debtId: string) =>
  db
    .select(columns)
    .from(operations)
    .where(and(eq(operations.userId, userId), eq(operations.debtId, debtId), ne(operations.status, "failed")))
    .limit(5);

/** The user's bill payments of this company lately that are not failed: read from operations_user_created_idx. */
export const companyPaymentsQuery = (db: Db, userId: string, companyCode: string, since: Date, ...more: SQL[]) =>
  db
    .select(columns)
    .from(operations)
    .where(
      and(
        eq(operations.userId, userId),
        gte(operations.createdAt, since),
        eq(operations.kind, "bill"),
        eq(operations.companyCode, companyCode),
        ne(operations.status, "failed"),
        ...more,
      ),
    )
    .orderBy(desc(operations.createdAt))
    .limit(20);

/** The user's bill payments of this company, amount and currency lately. */
export const accountPaymentsQuery = (db: Db, userId: string, attempt: Attempt, since: Date) =>
  companyPaymentsQuery(db, userId, attempt.companyCode, since, eq(operations.amount, attempt.amount), eq(operations.currency, attempt.currency));

export type PaymentRef = Awaited<ReturnType<typeof debtPaymentsQuery>>[number] & { debtId: string };

/** The payments the rule (lib/rules/duplicate-payment.ts) weighs against this attempt. */
export async function recentPayments(db: Db, userId: string, attempt: Attempt, now: Date): Promise<PaymentRef[]> {
  const since = new Date(now.getTime() - SAME_ACCOUNT_DAYS * 86_400_000);
  const [sameDebt, sameAccount] = await Promise.all([
    debtPaymentsQuery(db, userId, attempt.debtId),
    accountPaymentsQuery(db, userId, attempt, since),
  ]);
  const seen = new Set<string>();
  return [...sameDebt, ...sameAccount]
    .filter((p) => !seen.has(p.id) && seen.add(p.id))
    .map((p) => ({ ...p, debtId: p.debtId ?? "" }));
}

/** The user's latest payment of this account lately, any amount (lib/rules/duplicate-payment.ts), if any. */
export async function latestAccountPayment(db: Db, userId: string, account: Account, now: Date): Promise<PaymentRef | null> {
  const since = new Date(now.getTime() - SAME_ACCOUNT_DAYS * 86_400_000);
  const payments = (await companyPaymentsQuery(db, userId, account.companyCode, since)).map((p) => ({ ...p, debtId: p.debtId ?? "" }));
  return latestOfAccount(account, payments, now);
}

/** The earlier payment as the pages show it in a warning (and the 409's details name it). */
export function duplicateView(payment: PaymentRef) {
  return {
    operationId: payment.id,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    companyCode: payment.companyCode,
    companyName: presentCompanyName(payment.companyName),
    identifiers: payment.identifiers,
    createdAt: payment.createdAt.toISOString(),
  };
}

export function inFlightError(operationId: string, status: string): AppError {
  return new AppError(
    "PAYMENT_IN_FLIGHT",
    "This debt already has a payment in progress. Wait for it to finish before paying again.",
    { operationId, status },
  );
}

/** Refuses what the guard does not let through. */
export function enforce(guard: Guard<PaymentRef>): void {
  switch (guard.kind) {
    case "clear":
      return;
    case "inFlight":
      throw inFlightError(guard.duplicate.payment.id, guard.duplicate.payment.status);
    case "paid":
      throw new AppError("CONFLICT", "This debt already has a payment in progress or done. Check it before paying again.", {
        operationId: guard.duplicate.payment.id,
        status: guard.duplicate.payment.status,
      });
    case "confirm":
      throw new AppError(
        "DUPLICATE_PAYMENT",
        "You paid this account the same amount lately. If this is another payment, confirm it (confirmDuplicateOf) to pay anyway.",
        duplicateView(guard.duplicate.payment),
      );
  }
}

/** Whether a database error is a second in-flight payment of one debt (the unique index). */
export function isDebtInFlightViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === "23505" && (constraint === DEBT_IN_FLIGHT_INDEX || String(message).includes(DEBT_IN_FLIGHT_INDEX))) return true;
  }
  return false;
}
