// "Mis cuentas" as lists show it: which saved account an operation or a reminder belongs to, and
// the home's "Vence pronto" rows. Pure: no provider, no database, so both sides can use it.
import type { AgendaNotification } from "@/lib/provider/types";

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

export type DueRow = { notification: AgendaNotification; account: SavedAccountRef; daysLeft: number | null };

/**
 * One row per saved account (its newest notice: notifications arrive newest first), soonest due
 * first; notices without a due date (pay again) after every dated one. Accounts the user did not
 * save (the provider adds one after each payment) are left out.
 */
export function dueRows(notifications: AgendaNotification[], saved: SavedAccountRef[], today: string): DueRow[] {
  const byId = new Map(saved.map((a) => [a.agendaId, a]));
  const rows = new Map<string, DueRow>();
  for (const n of notifications) {
    const account = n.agendaId ? byId.get(n.agendaId) : undefined;
    if (!account || rows.has(account.agendaId)) continue;
    rows.set(account.agendaId, { notification: n, account, daysLeft: n.expirationDate ? daysUntil(n.expirationDate, today) : null });
  }
  return [...rows.values()].sort((a, b) => {
    if (a.daysLeft === null || b.daysLeft === null) return a.daysLeft === null ? (b.daysLeft === null ? 0 : 1) : -1;
    return a.daysLeft - b.daysLeft;
  });
}
