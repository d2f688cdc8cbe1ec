import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/platform/http/errors";
import type { Db } from "@/lib/platform/db/client";
import { debts } from "@/lib/platform/db/schema";
import { guardOf, possibleDuplicates } from "@/lib/rules/duplicate-payment";
import type { BillPaymentInput } from "@/lib/payments/bills/input";
import { amountProblem } from "./amount";
import type { PaymentDraft } from "./draft";
import { enforce, recentPayments } from "./duplicates";

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

  // A second checkout of the same debt (another tab, another key) would pay it twice; so may the same
  // account and amount under a new debt id, unless the payer says it is another payment.
  const attempt = { debtId: debt.debtId, companyCode: debt.companyCode, identifiers: debt.queryData, amount: input.amount, currency: debt.currency };
  const now = new Date();
  enforce(guardOf(possibleDuplicates(attempt, await recentPayments(db, userId, attempt, now), now), input.confirmDuplicateOf));

  return {
    companyCode: debt.companyCode,
    companyName: debt.companyName,
    productId: null,
    debtId: debt.debtId,
    externalRequestId: debt.externalRequestId,
    period: debt.concept,
    billSummary: debt.summary,
    amount: input.amount,
    currency: debt.currency,
    paymentMethod: input.paymentMethod,
    identifiers: debt.queryData,
  };
}
