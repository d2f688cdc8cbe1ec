// "Mis cuentas" as lists show it: which saved account an operation or a reminder belongs to, and
// the home's "Vence pronto" rows. Pure: no provider, no database, so both sides can use it.
import type { AgendaNotification } from "@/lib/provider/types";

/** A provider notice as these rows need it: with or without its informative channel list. */
type Notice = Omit<AgendaNotification, "channels">;

/** What a list needs of a saved account to name it. */
export type SavedAccountRef = { agendaId: string; companyCode: string; identifier: string; nickname: string | null };

type Identifiers = { identifierName: string; identifierValue: string }[];

/** The saved account an operation paid (same company, one of its identifiers), if any. */
export function accountOf<T extends SavedAccountRef>(saved: T[], companyCode: string, identifiers: Identifiers): T | undefined {
  const values = new Set(identifiers.map((i) => i.identifierValue));
  return saved.find((a) => a.companyCode === companyCode && values.has(a.identifier));
}

/** The identifier as the provider builds agendaIds: `{externalClientId}#{modalityId}#{identifier}`. */
export function identifierOfAgendaId(agendaId: string): string | null {
  const [, , ...rest] = agendaId.split("#");
  return rest.length ? rest.join("#") : null;
}

const DAY = 86_400_000;

/** Whole days from `today` (YYYY-MM-DD, the user's calendar) to a due date; negative once past. */
export function daysUntil(dueDate: string, today: string): number {
  const due = Date.parse(`${dueDate.slice(0, 10)}T00:00:00Z`);
  const now = Date.parse(`${today.slice(0, 10)}T00:00:00Z`);
  return Math.round((due - now) / DAY);
}

export type DueRow<A extends SavedAccountRef = SavedAccountRef> = {
  notification: Notice;
  account: A;
  daysLeft: number | null;
  /** The user's payment of this bill: the row says so and links the receipt instead of "pay now". */
  paid: PaymentRef | null;
};

const byDue = (a: DueRow, b: DueRow) => {
  if (a.daysLeft === null || b.daysLeft === null) return a.daysLeft === null ? (b.daysLeft === null ? 0 : 1) : -1;
  return a.daysLeft - b.daysLeft;
};

/**
 * One row per saved account (its newest notice: notifications arrive newest first), what is still
 * owed first, soonest due first; notices without a due date (pay again) after the dated ones, and
 * bills already paid last. Accounts the user did not save are left out.
 */
export function dueRows<A extends SavedAccountRef>(
  notifications: Notice[],
  saved: A[],
  today: string,
  payments: PaymentRef[] = [],
): DueRow<A>[] {
  const byId = new Map(saved.map((a) => [a.agendaId, a]));
  const rows = new Map<string, DueRow<A>>();
  for (const n of notifications) {
    const account = n.agendaId ? byId.get(n.agendaId) : undefined;
    if (!account || rows.has(account.agendaId)) continue;
    rows.set(account.agendaId, {
      notification: n,
      account,
      daysLeft: n.expirationDate ? daysUntil(n.expirationDate, today) : null,
      paid: paymentOf(n, account, payments) ?? null,
    });
  }
  return [...rows.values()].sort((a, b) => (a.paid === null) !== (b.paid === null) ? (a.paid ? 1 : -1) : byDue(a, b));
}

/** A confirmed bill payment as the home needs it to tell a reminder already paid. */
export type PaymentRef = {
  id: string;
  companyCode: string;
  identifiers: Identifiers;
  /** ISO time of the payment. */
  createdAt: string;
  /** The due date of the debt it paid, when still known. */
  dueDate: string | null;
};

/** How long before a due date a payment of the same account counts as paying that bill. */
const PERIOD_DAYS = 20;

/**
 * The user's payment of the bill a reminder is about, if any: same company and identifier, and
 * the same due date when the paid debt's is known; otherwise paid within the bill's period (at most
 * PERIOD_DAYS before it falls due). A "pay again" reminder is about its last payment: ours, or later.
 */
export function paymentOf(n: Pick<Notice, "expirationDate" | "lastPaidDate">, account: SavedAccountRef, payments: PaymentRef[]): PaymentRef | undefined {
  return payments.find((p) => {
    if (p.companyCode !== account.companyCode || !p.identifiers.some((i) => i.identifierValue === account.identifier)) return false;
    const paidOn = p.createdAt.slice(0, 10);
    if (n.expirationDate) {
      if (p.dueDate) return p.dueDate.slice(0, 10) === n.expirationDate.slice(0, 10);
      return daysUntil(n.expirationDate, paidOn) <= PERIOD_DAYS;
    }
    return n.lastPaidDate ? paidOn >= n.lastPaidDate.slice(0, 10) : false;
  });
}
