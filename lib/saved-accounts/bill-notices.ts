// The notices page's bills: one entry per bill of a saved account, whichever way Saldo heard of it
// (the provider's notices, new bill and due date alike, and Saldo's own reminders of them), named
// by the account's nickname and masked number, and paid when the user paid it here. Pure: no
// provider, no database.
import { paymentOf, type PaymentRef, type SavedAccountRef } from "./accounts";

const MASK = "•";

/** `1234567891` → `••••7891`: an account told apart from the user's others without its whole number. */
export function maskIdentifier(identifier: string): string {
  const chars = [...identifier.trim()];
  // A short one keeps at most half in view.
  const visible = Math.min(4, Math.floor(chars.length / 2));
  return MASK.repeat(Math.min(4, chars.length - visible)) + chars.slice(chars.length - visible).join("");
}

/** What a bill notice needs of the provider's notice. */
type Notice = { type: string; agendaId: string | null; expirationDate: string | null; lastPaidDate: string | null };

const day = (date: string | null) => date?.slice(0, 10) ?? "";

/** A bill as one key: the account and its due date (a "pay again" notice: its last payment). */
export function billKey(agendaId: string, dueDate: string | null, lastPaidDate: string | null = null): string {
  return dueDate ? `${agendaId}|due|${day(dueDate)}` : `${agendaId}|paid|${day(lastPaidDate)}`;
}

export type BillNotice<N extends Notice, A extends SavedAccountRef> = {
  notification: N;
  account: A;
  /** The user's payment of this bill in Saldo: the entry links its receipt instead of "pay now". */
  paid: PaymentRef | null;
  /** Every bill key its notices name (billKey): Saldo's reminders of any of them are this entry. */
  keys: string[];
};

/**
 * One entry per bill, newest notice first (the provider lists them newest first): a new-bill
 * notice and the due-date one of the same bill are one entry, and so are the notices one payment
 * answered (the bill's, and the "pay again" the provider sends once it is paid). Accounts the user
 * did not save are left out.
 */
export function billNotices<N extends Notice, A extends SavedAccountRef>(notifications: N[], saved: A[], payments: PaymentRef[]): BillNotice<N, A>[] {
  const byId = new Map(saved.map((a) => [a.agendaId, a]));
  const entries = new Map<string, BillNotice<N, A>>();
  const byKey = new Map<string, BillNotice<N, A>>();
  for (const n of notifications) {
    const account = n.agendaId ? byId.get(n.agendaId) : undefined;
    if (!account) continue;
    const key = billKey(account.agendaId, n.expirationDate, n.lastPaidDate);
    const paid = paymentOf(n, account, payments) ?? null;
    const entry = byKey.get(key) ?? (paid ? entries.get(`paid|${paid.id}`) : undefined);
    if (entry) {
      if (!entry.keys.includes(key)) entry.keys.push(key);
      byKey.set(key, entry);
      continue;
    }
    const added = { notification: n, account, paid, keys: [key] };
    entries.set(paid ? `paid|${paid.id}` : key, added);
    byKey.set(key, added);
  }
  return [...entries.values()];
}

/** A reminder of Saldo's own as it is matched to the bills: its account and due date. */
export type ReminderBill = { agendaId: string | null; companyCode: string; identifier: string | null; dueDate: string };

/** The user's payment of the bill a reminder is about, if any (the same rule as the provider's notices). */
export function reminderPayment(reminder: ReminderBill, payments: PaymentRef[]): PaymentRef | null {
  if (!reminder.identifier) return null;
  const account = { agendaId: reminder.agendaId ?? "", companyCode: reminder.companyCode, identifier: reminder.identifier, nickname: null };
  const bill = { expirationDate: reminder.dueDate, lastPaidDate: null };
  return paymentOf(bill, account, payments) ?? null;
}

/**
 * Saldo's reminders beside the bills: a reminder of a bill already listed is not listed again (the
 * bill's entry says "new" while the reminder is unseen: `unseen` holds those bills' keys); the rest
 * carry the user's payment of their bill, if any.
 */
export function foldReminders<R extends { subjectId: string | null; read: boolean }>(
  reminders: R[],
  about: Map<string, ReminderBill>,
  listed: Set<string>,
  payments: PaymentRef[],
): { rest: (R & { paidId: string | null })[]; unseen: Set<string> } {
  const rest: (R & { paidId: string | null })[] = [];
  const unseen = new Set<string>();
  for (const reminder of reminders) {
    const bill = reminder.subjectId ? about.get(reminder.subjectId) : undefined;
    const key = bill?.agendaId ? billKey(bill.agendaId, bill.dueDate) : null;
    if (key && listed.has(key)) {
      if (!reminder.read) unseen.add(key);
      continue;
    }
    rest.push({ ...reminder, paidId: bill ? (reminderPayment(bill, payments)?.id ?? null) : null });
  }
  return { rest, unseen };
}
