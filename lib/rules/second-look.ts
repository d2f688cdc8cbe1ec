// The second look before a risky move (docs/accounts.md): which payments need a fresh
// confirmation, and the amounts above which they do. Pure, so the server, Perfil's form and the
// tests share it.

/**
 * The amount above which a payment needs a confirmation when the user has set none, per currency:
 * about what a large household bill is (around USD 150 in November 2026).
 */
export const DEFAULT_CONFIRM_OVER: Readonly<Record<string, number>> = {
  ARS: 200_000,
  MXN: 2_500,
  CLP: 130_000,
  COP: 550_000,
  PEN: 500,
};

/** A currency we know no default for: every payment in it above this is confirmed. */
const FALLBACK_CONFIRM_OVER = 100;

/** The highest amount a user may set: far above any bill, so the check never silently disappears. */
export const CONFIRM_OVER_MAX_FACTOR = 50;

export const defaultConfirmOver = (currency: string): number => DEFAULT_CONFIRM_OVER[currency] ?? FALLBACK_CONFIRM_OVER;
export const maxConfirmOver = (currency: string): number => defaultConfirmOver(currency) * CONFIRM_OVER_MAX_FACTOR;

/** How long a confirmation may wait for the user's answer, and then for the move it confirms. */
export const ANSWER_WITHIN_MS = 10 * 60_000;
export const USE_WITHIN_MS = 5 * 60_000;

/** Why a move is asked about; the dialog says each in the user's words. */
export type RiskReason = "over_threshold" | "new_account" | "autopay_on" | "autopay_cap_raised" | "threshold_raised" | "passkey_add" | "passkey_remove";

export type PaymentRisk = {
  amount: number;
  /** The user's amount in the payment's currency (or the default). */
  confirmOver: number;
  /** A payment to an account (company and identifiers): has the user paid it before, confirmed? */
  toAccount: boolean;
  paidBefore: boolean;
  /** Nobody is at the checkout (autopay): the confirmation given when it was set up covers it. */
  unattended: boolean;
};

/** Why this payment needs a confirmation: none when it is within the user's amount, to a known account. */
export function paymentRisks(p: PaymentRisk): RiskReason[] {
  if (p.unattended) return [];
  const reasons: RiskReason[] = [];
  if (p.amount > p.confirmOver) reasons.push("over_threshold");
  if (p.toAccount && !p.paidBefore) reasons.push("new_account");
  return reasons;
}

/** Autopay pays with nobody present: turning it on, or letting it pay more, is confirmed first. */
export function autopayRisks(current: { enabled: boolean; cap: number } | null, next: { enabled: boolean; cap: number }): RiskReason[] {
  if (!next.enabled) return [];
  if (!current?.enabled) return ["autopay_on"];
  return next.cap > current.cap ? ["autopay_cap_raised"] : [];
}

/** Raising the amount lets larger payments through unasked: confirmed first; lowering it is not. */
export const thresholdRisks = (current: number, next: number): RiskReason[] => (next > current ? ["threshold_raised"] : []);
