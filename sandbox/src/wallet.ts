// The client's prepaid balances at the provider, one per currency (docs/provider/notes.md §6).
import type { CountryCode, Currency } from "./catalog/types";
import { roundMoney } from "./ids";

export type Wallet = { currency: Currency; countryCode: CountryCode | null; balance: number };

/** A payment as the wallet sees it: what it holds while in flight. */
type Held = { currency: string; amount: number; status: string };

export const initialWallets = (): Wallet[] => [
  { currency: "ARS", countryCode: "AR", balance: 25_000_000 },
  { currency: "MXN", countryCode: "MX", balance: 1_500_000 },
  { currency: "CLP", countryCode: "CL", balance: 90_000_000 },
  { currency: "COP", countryCode: "CO", balance: 400_000_000 },
  { currency: "PEN", countryCode: "PE", balance: 250_000 },
  { currency: "USD", countryCode: null, balance: 50_000 },
];

/** What payments accepted but not final hold in `currency`, leaving out `except`. */
export function heldIn(payments: Iterable<Held>, currency: string, except?: Held): number {
  let held = 0;
  for (const p of payments) {
    if (p !== except && p.status === "processing" && p.currency === currency) held += p.amount;
  }
  return roundMoney(held, currency);
}

/** The balance less what payments in flight hold: what a new payment can be taken from. */
export const availableOf = (wallet: Wallet, payments: Iterable<Held>): number =>
  roundMoney(wallet.balance - heldIn(payments, wallet.currency), wallet.currency);

/**
 * Debits a payment as it is confirmed; false when the wallet cannot cover it (the payment fails).
 * What the other payments in flight hold is not the payment's to take: it must fit in the balance
 * less their holds, as `available` shows it.
 */
export function debit(wallets: Wallet[], payment: Held, payments: Iterable<Held>): boolean {
  const wallet = wallets.find((w) => w.currency === payment.currency);
  if (!wallet) return false;
  const free = roundMoney(wallet.balance - heldIn(payments, wallet.currency, payment), wallet.currency);
  if (free < payment.amount) return false;
  wallet.balance = roundMoney(wallet.balance - payment.amount, wallet.currency);
  return true;
}
