import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/platform/http/errors";
import { getDb } from "@/lib/platform/db/client";
import { debts } from "@/lib/platform/db/schema";
import { possibleDuplicates, type Duplicate } from "@/lib/rules/duplicate-payment";
import { duplicateView, recentPayments } from "./checks/duplicates";

export type DuplicatePayment = ReturnType<typeof duplicateView> & { id: string; debtId: string };

/**
 * The earlier payments that make paying `amount` on this debt a possible duplicate, for the
 * review step: the same rule and queries the payment route enforces (checks/bills.ts).
 */
export async function duplicatesOf(userId: string, { debtId, amount }: { debtId: string; amount: number }): Promise<Duplicate<DuplicatePayment>[]> {
  const db = await getDb();
  const [debt] = await db.select().from(debts).where(and(eq(debts.debtId, debtId), eq(debts.userId, userId)));
  if (!debt) throw new AppError("NOT_FOUND", "We could not find that debt. Query the debt again.");
  const attempt = { debtId, companyCode: debt.companyCode, identifiers: debt.queryData, amount, currency: debt.currency };
  const now = new Date();
  const payments = (await recentPayments(db, userId, attempt, now)).map((p) => ({ ...duplicateView(p), id: p.id, debtId: p.debtId }));
  return possibleDuplicates(attempt, payments, now);
}
