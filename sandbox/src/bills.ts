// Customers' bills at bill companies: made deterministically from the identifier the first time
// they are queried, then remembered, so paid debts stop being pending and an OPEN debt paid in
// part shows the rest.
import { CURRENCY_BY_COUNTRY, type Currency, type ServiceCompany } from "./catalog/types";
import { roundMoney, unitHash } from "./ids";
import { scenarioDigit } from "./identifiers";
import { commissionOf } from "./commissions";
import { usdEquivalent } from "./rates";

const DAY = 86_400_000;
export const DEBT_TTL_MS = 10 * 60_000;

export type Bill = {
  amountType: "OPEN" | "CLOSED";
  /** CLOSED: the amount due. OPEN: the most the customer may pay in all. */
  total: number;
  minAmount: number;
  paid: number;
  /** Amounts of payments accepted but not yet final. */
  reserved: number;
  expirationDate: string | null;
  expired: boolean;
  surcharges: { amount: number; expirationDate: string }[];
  concept: string;
  /** When the bill was issued (YYYY-MM-DD): what a company's date additional field names. */
  issueDate: string;
};

export type BillAccount = {
  key: string;
  companyCode: string;
  identifier: string;
  currency: Currency;
  customerId: string;
  customerName: string;
  customerAddress: string;
  bills: Bill[];
};

export type IssuedDebt = {
  debtId: string;
  accountKey: string;
  billIndex: number;
  expiresAt: number;
  externalClientId: string | null;
  modalityId: string;
  queryData: { identifierName: string; identifierValue: string }[];
  /** The query's transaction: paying this debt continues it (docs/provider/api-spec.md §2). */
  mainTx: string;
};

const RANGES: Record<Currency, [number, number]> = {
  ARS: [8_000, 90_000],
  MXN: [250, 2_500],
  CLP: [12_000, 95_000],
  COP: [40_000, 350_000],
  PEN: [40, 450],
  USD: [20, 200],
};

const FIRST = ["María", "Juan", "Lucía", "Carlos", "Sofía", "Diego", "Valentina", "Martín"];
const LAST = ["González", "Rodríguez", "Fernández", "López", "Martínez", "Pérez", "Gómez", "Díaz"];
const STREETS = ["Av. Corrientes", "Calle 9 de Julio", "Av. Reforma", "Los Álamos", "San Martín"];

const pick = <T>(list: readonly T[], seed: string): T =>
  list[Math.floor(unitHash(seed) * list.length)] as T;

export const dayString = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function amountFor(currency: Currency, seed: string): number {
  const [min, max] = RANGES[currency];
  return roundMoney(min + unitHash(seed) * (max - min), currency);
}

/** Issued 20 days before it falls due, unless told otherwise. */
function closedBill(currency: Currency, seed: string, dueMs: number, concept: string, issuedMs = dueMs - 20 * DAY): Bill {
  const total = amountFor(currency, seed);
  return {
    amountType: "CLOSED", total, minAmount: total, paid: 0, reserved: 0,
    expirationDate: dayString(dueMs), expired: false, surcharges: [], concept, issueDate: dayString(issuedMs),
  };
}

function billsFor(digit: number | null, currency: Currency, seed: string, now: number): Bill[] {
  const due = now + (5 + Math.floor(unitHash(`${seed}:due`) * 15)) * DAY;
  const month = dayString(now).slice(0, 7);
  if (digit === 2) {
    const [min, max] = RANGES[currency];
    return [{
      amountType: "OPEN", total: roundMoney(max * 2, currency), minAmount: roundMoney(min / 10, currency),
      paid: 0, reserved: 0, expirationDate: null, expired: false, surcharges: [],
      concept: "Pago a cuenta", issueDate: dayString(now),
    }];
  }
  if (digit === 3) {
    const expired = closedBill(currency, `${seed}:a`, now - 10 * DAY, "Factura vencida");
    expired.expired = true;
    const surcharged = closedBill(currency, `${seed}:b`, due, `Factura ${month}`);
    surcharged.surcharges = [
      { amount: roundMoney(surcharged.total * 1.05, currency), expirationDate: dayString(due + 15 * DAY) },
      { amount: roundMoney(surcharged.total * 1.1, currency), expirationDate: dayString(due + 30 * DAY) },
    ];
    // The next bill is issued today: each of the three has its own issue date.
    const next = closedBill(currency, `${seed}:c`, due + 30 * DAY, "Cuota de servicio", now);
    return [expired, surcharged, next];
  }
  return [closedBill(currency, seed, due, `Factura ${month}`)];
}

export function getAccount(
  accounts: Map<string, BillAccount>, company: ServiceCompany, identifier: string, now: number,
): BillAccount {
  const key = `${company.companyCode}|${identifier}`;
  const existing = accounts.get(key);
  if (existing) return existing;
  const currency = CURRENCY_BY_COUNTRY[company.country];
  const account: BillAccount = {
    key, companyCode: company.companyCode, identifier, currency,
    customerId: identifier,
    customerName: `${pick(FIRST, `${key}:f`)} ${pick(LAST, `${key}:l`)}`,
    customerAddress: `${pick(STREETS, `${key}:s`)} ${100 + Math.floor(unitHash(key) * 4800)}`,
    bills: billsFor(scenarioDigit(identifier), currency, key, now),
  };
  accounts.set(key, account);
  return account;
}

/** The bill the values of a company's date fields name (its issue date); every bill when there are none. */
export const issuedOn = (bill: Bill, billValues: { identifierValue: string }[]) =>
  billValues.every((v) => v.identifierValue === bill.issueDate);

/** What is left to pay on a bill, counting payments still in flight. */
export const outstanding = (bill: Bill, currency: string) =>
  roundMoney(bill.total - bill.paid - bill.reserved, currency);

export const isPending = (bill: Bill, currency: string) => outstanding(bill, currency) > 0;

/** The debt as docs/provider/notes.md §2.4 shows it. */
export function debtView(account: BillAccount, bill: Bill, debtId: string, now: number) {
  const left = outstanding(bill, account.currency);
  const open = bill.amountType === "OPEN";
  const amount = open ? 0 : left;
  const minAmount = open ? Math.min(bill.minAmount, left) : left;
  return {
    debtId,
    currency: account.currency,
    amount,
    minAmount,
    maxAmount: left,
    expirationDate: bill.expirationDate,
    amountType: bill.amountType,
    expired: bill.expired,
    details: [{ concept: bill.concept, commission: commissionOf(account.companyCode) }],
    expirations: bill.surcharges,
    exchangeDetail: [usdEquivalent(open ? left : amount, account.currency, now)],
  };
}
