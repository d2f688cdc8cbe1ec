// How many digits an exchange rate deserves: the provider sends four decimals, a person reads two.
// A rate under 1 (a strong local currency) keeps three significant digits so it never shows as 0,00.

/** Number-format options for a rate of `value` local units per dollar (Intl.NumberFormat / use-intl). */
export type RateDigits =
  | { minimumFractionDigits: number; maximumFractionDigits: number }
  | { minimumSignificantDigits: number; maximumSignificantDigits: number };

export function rateDigits(value: number): RateDigits {
  if (Math.abs(value) >= 1 || value === 0) return { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return { minimumSignificantDigits: 3, maximumSignificantDigits: 3 };
}
