// Exchange rates of the five local currencies against USD (docs/provider/api-spec.md §4.9,
// docs/provider/notes.md §2.7). They move every 5 minutes during market hours (Mon–Fri 10:00–17:00
// in Buenos Aires, UTC-3) and hold still outside them, so the same clock always gives the same
// rates.
import type { CountryCode, Currency } from "./catalog/types";
import { roundMoney } from "./ids";

const STEP_MS = 5 * 60_000;
const OPEN_UTC_HOUR = 13;
const CLOSE_UTC_HOUR = 20;

const BASE: { countryCode: CountryCode; localCurrency: Currency; rate: number }[] = [
  { countryCode: "AR", localCurrency: "ARS", rate: 1256.48 },
  { countryCode: "MX", localCurrency: "MXN", rate: 18.42 },
  { countryCode: "CL", localCurrency: "CLP", rate: 942.1 },
  { countryCode: "CO", localCurrency: "COP", rate: 4010.55 },
  { countryCode: "PE", localCurrency: "PEN", rate: 3.74 },
];

/** Each vertical buys its dollars at a slightly different spread. */
const SPREAD = { SERVICE: 1, RECHARGE: 1.004, SUBSCRIPTION: 1.015 } as const;
export const COMPANY_TYPES = Object.keys(SPREAD) as (keyof typeof SPREAD)[];

const inMarket = (d: Date) => {
  const day = d.getUTCDay();
  const hour = d.getUTCHours();
  return day >= 1 && day <= 5 && hour >= OPEN_UTC_HOUR && hour < CLOSE_UTC_HOUR;
};

/** Start of the 5-minute step whose rate is in force at `now`: the last one inside market hours. */
export function rateStep(now: number): number {
  let t = Math.floor(now / STEP_MS) * STEP_MS;
  // At most a long weekend back; a step at a time would be slow, so jump to the previous close.
  for (let i = 0; i < 10 && !inMarket(new Date(t)); i += 1) {
    const d = new Date(t);
    const close = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), CLOSE_UTC_HOUR) - STEP_MS;
    t = close < t ? close : close - 86_400_000;
  }
  return t;
}

function rateAt(base: number, step: number, seed: number): number {
  const n = step / STEP_MS;
  const wave = 0.006 * Math.sin(n * 0.37 + seed) + 0.003 * Math.sin(n * 0.051 + 2 * seed);
  return base * (1 + wave);
}

export function exchangeRates(now: number, countryCode?: string, companyType?: string) {
  const step = rateStep(now);
  const updatedAt = new Date(step).toISOString();
  // The seed is the currency's place in BASE (not in a filtered list), so a filter never changes a rate.
  return BASE.flatMap((b, i) =>
    countryCode && b.countryCode !== countryCode ? [] : COMPANY_TYPES.filter((t) => !companyType || t === companyType).map((type) => ({
      localCurrency: b.localCurrency,
      currency: "USD" as const,
      exchangeRate: Number((rateAt(b.rate, step, i) * SPREAD[type]).toFixed(4)),
      countryCode: b.countryCode,
      companyType: type,
      updatedAt,
    })),
  );
}

/** The USD equivalent of a local amount, as debts show it in `exchangeDetail`. */
export function usdEquivalent(amount: number, currency: Currency, now: number) {
  const entry = exchangeRates(now).find((e) => e.localCurrency === currency && e.companyType === "SERVICE");
  const exchangeRate = entry?.exchangeRate ?? 1;
  return { amount: roundMoney(amount / exchangeRate, "USD"), currency: "USD" as const, exchangeRate };
}
