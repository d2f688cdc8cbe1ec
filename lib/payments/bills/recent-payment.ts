import "server-only";
import { getDb } from "@/lib/platform/db/client";
import { log } from "@/lib/platform/log";
import { duplicateView, latestAccountPayment } from "@/lib/payments/pay/checks/duplicates";
import type { Account } from "@/lib/rules/duplicate-payment";

/** A payment of the account the user made in Saldo, as the page names it: when, how much, its receipt. */
export type RecentPayment = ReturnType<typeof duplicateView>;

/**
 * The user's latest payment of this account lately (confirmed or still on its way), found as the
 * duplicate guard finds them: a query that finds no debts says "you paid it here" instead of
 * leaving the payer to guess. A nicety: when it cannot be read, the answer goes without it.
 */
export async function recentPaymentOf(userId: string, account: Account): Promise<RecentPayment | null> {
  try {
    const payment = await latestAccountPayment(await getDb(), userId, account, new Date());
    return payment ? duplicateView(payment) : null;
  } catch (error) {
    log.warn({ err: error }, "debts: the account's recent payment could not be read");
    return null;
  }
}
