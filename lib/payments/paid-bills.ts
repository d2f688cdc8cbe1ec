import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { debts, operations } from "@/lib/platform/db/schema";

/** A confirmed bill payment, with the due date of the debt it paid while we still hold that debt. */
export type PaidBill = {
  id: string;
  companyCode: string;
  identifiers: { identifierName: string; identifierValue: string }[];
  createdAt: string;
  dueDate: string | null;
};

/** The user's confirmed bill payments, newest first (the home tells paid reminders by them). */
export async function confirmedBillPayments(userId: string, limit = 100): Promise<PaidBill[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: operations.id,
      companyCode: operations.companyCode,
      identifiers: operations.identifiers,
      createdAt: operations.createdAt,
      dueDate: debts.expirationDate,
    })
    .from(operations)
    .leftJoin(debts, eq(debts.debtId, operations.debtId))
    .where(and(eq(operations.userId, userId), eq(operations.kind, "bill"), eq(operations.status, "confirmed")))
    .orderBy(desc(operations.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), dueDate: r.dueDate ?? null }));
}
