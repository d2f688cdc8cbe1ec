// Agenda adhesions (bill reminders) and their notifications (docs/provider/api-spec.md §2.4, §4.8;
// docs/provider/notes.md §2.6).
import { findServiceCompany } from "./catalog";
import { getAccount, isPending, outstanding, dayString, type BillAccount } from "./bills";
import { isBillField, scenarioDigit } from "./identifiers";

import { unitHash, uuid } from "./ids";
import { usdEquivalent } from "./rates";
import type { SandboxState } from "./state";

export type AdhesionType = "NEW_BILL" | "EXPIRATION" | "PAY_AGAIN";
export type Channel = "EMAIL" | "SMS" | "PUSH";

export type Adhesion = {
  agendaId: string;
  externalClientId: string;
  serviceIdentifier: string;
  modalityId: string;
  companyCode: string;
  companyName: string;
  companyLogo: string | null;
  alias: string | null;
  type: AdhesionType;
  isAutomaticDebit: boolean;
  isAdhered: boolean;
  createdAt: string;
};

export type AgendaNotification = {
  id: string;
  agendaId: string;
  companyCode: string;
  companyName: string;
  companyLogo: string | null;
  type: AdhesionType;
  channels: Channel[];
  createdAt: string;
  expirationDate?: string;
  expirationDateWasEstimated?: boolean;
  amount?: number;
  currency?: string;
  lastPaidDate?: string;
  lastPaidAmount?: number;
  exchangeDetail?: ReturnType<typeof usdEquivalent>[];
  /** The bill's own query fields (a company's date additional fields), so it can be queried from here. */
  queryData?: { identifierName: string; identifierValue: string }[];
};

const CHANNEL_SETS: Channel[][] = [["PUSH"], ["EMAIL", "PUSH"], ["SMS"], ["EMAIL", "SMS", "PUSH"]];

/** Billers whose debt is always OPEN expose no amount to remind of: pay again instead. */
const typeFor = (identifier: string): AdhesionType => {
  const digit = scenarioDigit(identifier);
  return digit === 2 ? "PAY_AGAIN" : digit === 3 ? "NEW_BILL" : "EXPIRATION";
};

export function upsertAdhesion(
  state: SandboxState,
  input: { externalClientId: string; modalityId: string; serviceIdentifier: string; companyCode: string; alias: string | null },
): Adhesion {
  const agendaId = `${input.externalClientId}#${input.modalityId}#${input.serviceIdentifier}`;
  const existing = state.adhesions.get(agendaId);
  if (existing) {
    existing.isAdhered = true;
    if (input.alias) existing.alias = input.alias;
    return existing;
  }
  const company = findServiceCompany(input.companyCode);
  const adhesion: Adhesion = {
    ...input,
    agendaId,
    companyName: company?.companyName ?? input.companyCode,
    companyLogo: company?.companyLogo ?? null,
    type: typeFor(input.serviceIdentifier),
    isAutomaticDebit: false,
    isAdhered: true,
    createdAt: state.clock.iso(),
  };
  state.adhesions.set(agendaId, adhesion);
  return adhesion;
}

function notificationFor(state: SandboxState, adhesion: Adhesion, account: BillAccount | null) {
  const now = state.clock.now();
  const bill = account?.bills.find((b) => !b.expired && isPending(b, account.currency));
  const base: AgendaNotification = {
    id: `${uuid()}-0`,
    agendaId: adhesion.agendaId,
    companyCode: adhesion.companyCode,
    companyName: adhesion.companyName,
    companyLogo: adhesion.companyLogo,
    type: adhesion.type,
    channels: CHANNEL_SETS[Math.floor(unitHash(adhesion.agendaId) * CHANNEL_SETS.length)] ?? ["PUSH"],
    createdAt: state.clock.iso(),
  };
  if (adhesion.type === "PAY_AGAIN" || !account || !bill) {
    const lastPaid = state.lastPaid(adhesion.companyCode, adhesion.serviceIdentifier);
    return {
      ...base,
      type: "PAY_AGAIN" as const,
      lastPaidDate: lastPaid?.date ?? dayString(now - 30 * 86_400_000),
      lastPaidAmount: lastPaid?.amount ?? 0,
      currency: account?.currency,
    };
  }
  const amount = outstanding(bill, account.currency);
  const estimated = adhesion.type === "NEW_BILL";
  const billFields = findServiceCompany(adhesion.companyCode)?.additionalFields.filter(isBillField) ?? [];
  return {
    ...base,
    ...(billFields.length ? { queryData: billFields.map((f) => ({ identifierName: f.identifierName, identifierValue: bill.issueDate })) } : {}),
    amount,
    currency: account.currency,
    expirationDate: bill.expirationDate ?? dayString(now + 10 * 86_400_000),
    expirationDateWasEstimated: estimated,
    exchangeDetail: [usdEquivalent(amount, account.currency, now)],
  };
}

/** Generates a notification for every active adhesion of a client (control API trigger). */
export function generateNotifications(state: SandboxState, externalClientId: string) {
  const created: AgendaNotification[] = [];
  for (const adhesion of state.adhesions.values()) {
    if (adhesion.externalClientId !== externalClientId || !adhesion.isAdhered) continue;
    const company = findServiceCompany(adhesion.companyCode);
    const account = company
      ? getAccount(state.accounts, company, adhesion.serviceIdentifier, state.clock.now())
      : null;
    created.push(notificationFor(state, adhesion, account));
  }
  const list = state.notifications.get(externalClientId) ?? [];
  state.notifications.set(externalClientId, [...created, ...list]);
  return created;
}
