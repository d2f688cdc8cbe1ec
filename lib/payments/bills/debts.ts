import "server-only";
import { randomUUID } from "node:crypto";
import type { User } from "@/lib/accounts/users";
import { AppError } from "@/lib/platform/http/errors";
import { checkQuery } from "@/lib/catalog/modality";
import type { QueryItem } from "@/lib/catalog/query-data";
import { companyNotFound } from "@/lib/catalog/services";
import { and, eq, lte, notExists, sql } from "drizzle-orm";
import { databaseKind, getDb, type Db } from "@/lib/platform/db/client";
import { debts, operations, providerSteps } from "@/lib/platform/db/schema";
import { together } from "@/lib/platform/db/together";
import { log } from "@/lib/platform/log";
import { getProvider, isProviderError } from "@/lib/provider";
import type { Debt, DebtQuery } from "@/lib/provider/types";
import type { DebtQueryInput } from "@/lib/payments/bills/input";
import { presentCompanyName, presentConcept } from "@/lib/catalog/present";
import { learnBarcodePrefix } from "@/lib/payments/bills/barcode";
import { recordAnswer, recordFailure, stepValues, type StepRef } from "@/lib/payments/trace";
import { feesOf, maskAddress } from "@/lib/payments/bills/charges";
import type { BillFee } from "@/lib/platform/db/schema";
import { recentPaymentOf, type RecentPayment } from "@/lib/payments/bills/recent-payment";

/** What the bill is for, when the provider says ("Factura 2026-11"); the receipt shows it as the period. */
const debtConcept = (debt: Debt): string | null => {
  const concept = debt.details.find((d) => typeof d.concept === "string" && d.concept.trim())?.concept;
  return typeof concept === "string" ? concept.trim() : null;
};

type DebtRow = typeof debts.$inferSelect;

/** The provider forgets a debtId 10 minutes after the query; our copy lives as long. */
const DEBT_TTL_MS = 10 * 60_000;

export type DebtView = Debt & {
  /** False for an expired debt: show it, but do not offer to pay it. */
  payable: boolean;
  /** What the bill is for ("Factura 2026-11"), said once and in readable case; null when not given. */
  concept: string | null;
  /** What the provider charges on top of the amount (its details' commission and the like); the review adds them up. */
  fees: BillFee[];
};

/** The concept the provider gives a debt in its details, when it gives one. */
function conceptOf(debt: Debt): string | null {
  const concept = debt.details.find((d) => typeof d.concept === "string")?.concept;
  return typeof concept === "string" ? presentConcept(concept) : null;
}

export type DebtQueryResult = {
  query: {
    id: string;
    companyCode: string;
    companyName: string;
    /** The holder as the provider names them; the address masked (lib/payments/bills/charges.ts), never whole. */
    customer: { id: string | null; name: string | null; address: string | null };
  };
  debts: DebtView[];
  /** With no debts: the user's payment of this account in Saldo lately, if any (recent-payment.ts). */
  recentPayment: RecentPayment | null;
};

/** The provider's refusals of a debt query, in words a person can act on. */
function refusal(error: unknown, companyCode: string, companyName: string, recentPayment: RecentPayment | null): unknown {
  if (!isProviderError(error) || error.code === "TIMEOUT") return error;
  const details = { providerCode: error.code };
  if (error.status >= 500) {
    // The biller's own system failed; its message and codes say nothing useful to a customer.
    return new AppError("PROVIDER_UNAVAILABLE", `${companyName} could not tell us your bills right now. Try again in a few minutes.`);
  }
  if (error.status === 404 && error.code === "XCX04325") return companyNotFound(companyCode);
  if (error.status === 404) return new AppError("NOT_FOUND", `${companyName} has no pending bills for these details.`, { ...details, recentPayment });
  if (error.status === 409) return new AppError("CONFLICT", `This ${companyName} bill is already paid.`, details);
  if (error.status === 410) {
    return new AppError("DEBT_EXPIRED", `This ${companyName} bill has expired and can no longer be paid here.`, details);
  }
  return error;
}

type Bill = { userId: string; companyCode: string; modalityId: string; queryData: DebtRow["queryData"] };

/**
 * Removes the user's copies of this bill's debts from earlier queries that the provider has
 * forgotten (past expiresAt), unless a payment names one (the home shows its due date): querying
 * the same bill again and again replaces its rows instead of piling them up. What is left over
 * (bills never queried again, a removal that failed) goes with the retention sweep.
 */
export const forgetStaleQuery = (db: Db, bill: Bill) =>
  db
    .delete(debts)
    .where(
      and(
        eq(debts.userId, bill.userId),
        eq(debts.companyCode, bill.companyCode),
        eq(debts.modalityId, bill.modalityId),
        eq(debts.queryData, bill.queryData),
        lte(debts.expiresAt, sql`now()`),
        notExists(db.select({ one: sql`1` }).from(operations).where(eq(operations.debtId, debts.debtId))),
      ),
    );

/**
 * Runs while the provider answers, off the answer's path: started on the next turn of the event
 * loop, once the provider's request is written (a write to the database first would delay it). The
 * new copies are stored after it ends. Best effort, and not waiting for the disk: a removal lost
 * or failed only leaves rows no payment can use (past expiresAt) for the retention sweep.
 */
async function forgetStale(bill: Bill): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  try {
    const db = await getDb();
    await db.execute(together([forgetStaleQuery(db, bill)], { unflushed: (await databaseKind()) === "postgres" }));
  } catch (error) {
    log.warn({ err: error }, "debt query: forgotten copies of the bill not removed");
  }
}

/**
 * Asks the provider for the signed-in user's debts and keeps a copy of each, so a payment can be
 * checked against what the provider said rather than what the browser sends back. Never cached.
 */
export async function queryDebts(user: User, input: DebtQueryInput): Promise<DebtQueryResult> {
  const { company, modality, queryData } = await checkQuery(input);
  const forgetting = forgetStale({ userId: user.id, companyCode: company.companyCode, modalityId: modality.modalityId, queryData });
  // Our id of this query: kept with its step and its debts, so a payment traces back to it.
  const externalRequestId = randomUUID();
  const step: StepRef = { kind: "debt_query", reference: externalRequestId, userId: user.id };
  let result: DebtQuery;
  try {
    result = await getProvider().bills.queryDebts({
      companyCode: company.companyCode,
      modalityId: modality.modalityId,
      queryData,
      externalRequestId,
      externalClientId: user.id,
    });
  } catch (error) {
    await recordFailure(step, error);
    const noDebts = isProviderError(error) && error.status === 404 && error.code !== "XCX04325";
    throw refusal(error, company.companyCode, company.companyName, noDebts ? await recentPaymentOf(user.id, { companyCode: company.companyCode, identifiers: queryData }) : null);
  }

  const companyName = presentCompanyName(result.companyName ?? company.companyName);
  if (result.debts.length > 0) {
    // Stored once the copies they replace are gone; the query's step with them (keepDebts).
    await forgetting;
    await keepDebts(user, { companyCode: company.companyCode, companyName, modalityId: modality.modalityId, queryData, externalRequestId, step }, result);
  } else await recordAnswer(step, result);
  // The provider knew this barcode as this company's: the next scan of its prefix opens it.
  await learnBarcodePrefix(company.companyCode, modality, queryData);

  return {
    query: {
      id: result.operationId,
      companyCode: company.companyCode,
      companyName,
      customer: { id: result.customerId, name: result.customerName, address: maskAddress(result.customerAddress) },
    },
    debts: result.debts.map((d) => ({ ...d, payable: !d.expired && d.maxAmount > 0, concept: conceptOf(d), fees: feesOf(d.details) })),
    recentPayment: result.debts.length === 0 ? await recentPaymentOf(user.id, { companyCode: company.companyCode, identifiers: queryData }) : null,
  };
}

/**
 * Stores the debts and the query's step (lib/payments/trace.ts) before they are answered, so a
 * payment (on any instance) finds them: one statement, one round trip (lib/platform/db/together.ts).
 * On PostgreSQL committed without waiting for the disk: the rows are visible to every session as
 * soon as it returns, and a payment that uses one stores its operation with a normal, flushed
 * commit, which flushes the log up to and including these rows. Only a database crash in the next
 * fraction of a second could lose them, and then only debts no stored payment refers to: the
 * person queries again. (A flushed commit costs about 2 ms on a local PostgreSQL, more under load.)
 */
async function keepDebts(
  user: User,
  asked: { companyCode: string; companyName: string; modalityId: string; queryData: QueryItem[]; externalRequestId: string; step: StepRef },
  result: DebtQuery,
): Promise<void> {
  const { companyCode, companyName, modalityId, queryData, externalRequestId } = asked;
  const expiresAt = new Date(Date.now() + DEBT_TTL_MS);
  const insert = (db: Db) =>
    db
      .insert(debts)
      .values(
        result.debts.map((d) => ({
          debtId: d.debtId,
          userId: user.id,
          queryId: result.operationId,
          externalRequestId,
          companyCode,
          companyName,
          modalityId,
          queryData,
          currency: d.currency,
          amountType: d.amountType,
          amount: d.amount,
          minAmount: d.minAmount,
          maxAmount: d.maxAmount,
          expired: d.expired,
          expirationDate: d.expirationDate,
          concept: debtConcept(d),
          summary: { holderName: result.customerName || null, holderAddress: maskAddress(result.customerAddress), fees: feesOf(d.details) },
          expiresAt,
        })),
      )
      // debtIds are new on every query; a clash would be someone else's row, which stays theirs.
      .onConflictDoNothing();
  const db = await getDb();
  const step = db.insert(providerSteps).values(stepValues(asked.step, result));
  await db.execute(together([insert(db), step], { unflushed: (await databaseKind()) === "postgres" }));
}
