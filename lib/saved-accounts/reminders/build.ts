// Which reminders a user is owed, and how each is worded: pure, unit-tested (build.test.ts).
import { dueRows, type PaymentRef, type SavedAccountRef } from "@/lib/saved-accounts/accounts";
import { companyCurrency } from "@/lib/rules/currency";
import type { AgendaNotification } from "@/lib/provider/types";

export type ReminderDraft = {
  billKey: string;
  companyCode: string;
  companyName: string;
  agendaId: string | null;
  identifier: string;
  nickname: string | null;
  /** YYYY-MM-DD. */
  dueDate: string;
  /** The provider guessed the date (no bill yet): worded "around". */
  dueEstimated: boolean;
  amount: number | null;
  currency: string | null;
};

/**
 * One reminder per saved account that has a due date today or later and is not paid yet: the
 * provider's newest notice of each account (the same rows the home's "due soon" block shows, so a
 * due date Saldo knows and one the provider just sent are one list). The bill key is the agendaId.
 */
export function remindersFor<A extends SavedAccountRef>(
  notifications: AgendaNotification[],
  saved: A[],
  today: string,
  payments: PaymentRef[],
): ReminderDraft[] {
  return dueRows(notifications, saved, today, payments)
    .filter((row) => row.paid === null && row.daysLeft !== null && row.daysLeft >= 0 && row.notification.expirationDate)
    .map(({ notification: n, account }) => ({
      billKey: account.agendaId,
      companyCode: account.companyCode,
      companyName: n.companyName ?? account.companyCode,
      agendaId: account.agendaId,
      identifier: account.identifier,
      nickname: account.nickname,
      dueDate: n.expirationDate!.slice(0, 10),
      dueEstimated: n.expirationDateWasEstimated,
      amount: n.amount,
      currency: n.amount === null ? null : companyCurrency(account.companyCode),
    }));
}
