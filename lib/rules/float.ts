// The provider's float: the prepaid wallet, one per currency, that every payment is taken from.
// Whether a currency's available amount covers a payment, and whether it is low enough to warn the
// operators. Pure: the server decides with it and the console shows what it decided.

/** Amounts compared to the cent, so 0.1 + 0.2 covers 0.3. */
const cents = (amount: number) => Math.round(amount * 100);

/** The available amount can take this payment. */
export const covers = (available: number, amount: number): boolean => cents(available) >= cents(amount);

/** The level a currency is low at: its configured one, or nothing at all for one not listed. */
export const levelOf = (levels: Readonly<Record<string, number>>, currency: string): number => levels[currency] ?? 0;

/** Low: at or below its level, and always when nothing is available. */
export const isLow = (available: number, level: number): boolean => cents(available) <= Math.max(0, cents(level));
