import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/errors";
import type { Db } from "@/lib/db/client";
import { debts } from "@/lib/db/schema";
import type { BillPaymentInput } from "@/lib/validations/bills";
import { amountProblem } from "./amount";
import type { PaymentDraft } from "./draft";

/**
 * A bill payment must name a debt this user queried, still fresh at the provider, not past due,
 * with an amount in its range. Everything comes from our copy of the debt: no provider call.
 */
export async function checkBillPayment(db: Db, userId: string, input: BillPaymentInput): Promise<PaymentDraft> {
  const [debt] = await db
    .select()
    .from(debts)
    .where(and(eq(debts.debtId, input.debtId), eq(debts.userId, userId)));
  // Another user's debt is answered exactly like one that does not exist.
  if (!debt) throw new AppError("NOT_FOUND", "We could not find that debt. Query the debt again.");
  if (debt.expiresAt.getTime() <= Date.now()) {
    throw new AppError("DEBT_EXPIRED", "This debt is no longer valid for payment. Query the debt again to pay it.");
  }
  if (debt.expired) {
    throw new AppError("DEBT_EXPIRED", "This bill is past its due date and can no longer be paid here.");
  }
  const problem = amountProblem(
    { amountType: debt.amountType, amount: debt.amount, minAmount: debt.minAmount, maxAmount: debt.maxAmount },
    input.amount,
    debt.currency,
  );
  if (problem) throw new AppError("INVALID_INPUT", problem, { amount: [problem] });

  return {
    companyCode: debt.companyCode,
    companyName: debt.companyName,
    productId: null,
    debtId: debt.debtId,
    amount: input.amount,
    currency: debt.currency,
    paymentMethod: input.paymentMethod,
    identifiers: debt.queryData,
  };
}
