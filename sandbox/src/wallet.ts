// The client's prepaid balances at the provider, one per currency (docs/provider/notes.md §6).
import type { CountryCode, Currency } from "./catalog/types";
import { roundMoney } from "./ids";

export type Wallet = { currency: Currency; countryCode: CountryCode | null; balance: number };

export const initialWallets = (): Wallet[] => [
  { currency: "ARS", countryCode: "AR", balance: 25_000_000 },
  { currency: "MXN", countryCode: "MX", balance: 1_500_000 },
  { currency: "CLP", countryCode: "CL", balance: 90_000_000 },
  { currency: "COP", countryCode: "CO", balance: 400_000_000 },
  { currency: "PEN", countryCode: "PE", balance: 250_000 },
  { currency: "USD", countryCode: null, balance: 50_000 },
];

/** Debits a confirmed payment; false when the balance cannot cover it (the payment fails). */
export function debit(wallets: Wallet[], currency: string, amount: number): boolean {
  const wallet = wallets.find((w) => w.currency === currency);
  if (!wallet || wallet.balance < amount) return false;
  wallet.balance = roundMoney(wallet.balance - amount, currency);
  return true;
}
