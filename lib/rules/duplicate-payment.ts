// When a bill payment may pay something twice: the same debt, or the same company account for the
// same amount under another debt id (the provider makes a new debt id per query, so a second lookup
// of a bill already paid names it differently). Pure: the BFF refuses with it and the review step
// warns with it.

/** How far back a payment of the same debt counts. Debt ids live minutes; this is generous. */
export const SAME_DEBT_DAYS = 30;
/** How far back a payment of the same account and amount counts. */
export const SAME_ACCOUNT_DAYS = 10;

const DAY = 86_400_000;

type State = "pending" | "processing" | "unknown" | "confirmed" | "failed";

/** States that may have charged (or will): a failed payment charged nothing and never counts. */
export const COUNTED_STATES: readonly State[] = ["pending", "processing", "unknown", "confirmed"];
const IN_FLIGHT: readonly State[] = ["pending", "processing", "unknown"];

export type Identifiers = readonly { identifierName: string; identifierValue: string }[];

/** A bill payment about to be made. */
export type Attempt = { debtId: string; companyCode: string; identifiers: Identifiers; amount: number; currency: string };

/** A bill payment already made (an operation row, or its JSON view with an ISO date). */
export type PastPayment = Attempt & { id: string; status: State; createdAt: Date | string };

export type Duplicate<P extends PastPayment = PastPayment> = {
  /** sameDebt: this very debt; sameAccount: the account and amount, another debt. */
  kind: "sameDebt" | "sameAccount";
  inFlight: boolean;
  payment: P;
};

/** An account as a comparable key: its fields in name order, values trimmed. */
export function accountKey(companyCode: string, identifiers: Identifiers): string {
  const fields = identifiers
    .map((i) => `${i.identifierName}=${i.identifierValue.trim()}`)
    .sort();
  return JSON.stringify([companyCode, ...fields]);
}

const cents = (amount: number) => Math.round(amount * 100);

/** The earlier payments that make `attempt` a possible duplicate, newest first. */
export function possibleDuplicates<P extends PastPayment>(attempt: Attempt, payments: readonly P[], now: Date): Duplicate<P>[] {
  const account = accountKey(attempt.companyCode, attempt.identifiers);
  const found: Duplicate<P>[] = [];
  for (const payment of payments) {
    if (!COUNTED_STATES.includes(payment.status)) continue;
    const age = now.getTime() - new Date(payment.createdAt).getTime();
    const inFlight = IN_FLIGHT.includes(payment.status);
    if (payment.debtId === attempt.debtId) {
      if (age <= SAME_DEBT_DAYS * DAY) found.push({ kind: "sameDebt", inFlight, payment });
    } else if (
      age <= SAME_ACCOUNT_DAYS * DAY &&
      cents(payment.amount) === cents(attempt.amount) &&
      payment.currency === attempt.currency &&
      accountKey(payment.companyCode, payment.identifiers) === account
    ) {
      found.push({ kind: "sameAccount", inFlight, payment });
    }
  }
  return found.sort((a, b) => new Date(b.payment.createdAt).getTime() - new Date(a.payment.createdAt).getTime());
}

/** A bill account as the user typed it: the company and its fields. */
export type Account = Pick<Attempt, "companyCode" | "identifiers">;

/**
 * The user's latest payment of this account, any amount, from the last SAME_ACCOUNT_DAYS, that
 * charged or may still (failed ones never count): a query that finds no debts names it.
 */
export function latestOfAccount<P extends PastPayment>(account: Account, payments: readonly P[], now: Date): P | null {
  const key = accountKey(account.companyCode, account.identifiers);
  const found = payments.filter(
    (p) =>
      COUNTED_STATES.includes(p.status) &&
      now.getTime() - new Date(p.createdAt).getTime() <= SAME_ACCOUNT_DAYS * DAY &&
      accountKey(p.companyCode, p.identifiers) === key,
  );
  return found.sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime())[0] ?? null;
}

export type Guard<P extends PastPayment = PastPayment> =
  /** Nothing like it: pay. */
  | { kind: "clear" }
  /** This debt is already being paid: no second payment until it settles. */
  | { kind: "inFlight"; duplicate: Duplicate<P> }
  /** This debt is paid: nothing left to pay. */
  | { kind: "paid"; duplicate: Duplicate<P> }
  /** The same account and amount was paid lately: pay only once the payer says it is another payment. */
  | { kind: "confirm"; duplicate: Duplicate<P> };

/**
 * What the duplicates allow. A payment of the same debt blocks (in flight or paid); one of the
 * same account and amount asks for a confirmation that names it (`confirmedId`, its operation id).
 */
export function guardOf<P extends PastPayment>(duplicates: readonly Duplicate<P>[], confirmedId?: string | null): Guard<P> {
  const sameDebt = duplicates.find((d) => d.kind === "sameDebt" && d.inFlight) ?? duplicates.find((d) => d.kind === "sameDebt");
  if (sameDebt) return { kind: sameDebt.inFlight ? "inFlight" : "paid", duplicate: sameDebt };
  const [latest] = duplicates;
  if (!latest || latest.payment.id === confirmedId) return { kind: "clear" };
  return { kind: "confirm", duplicate: latest };
}
