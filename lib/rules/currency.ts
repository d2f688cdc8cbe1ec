// Company codes start with their country (docs/provider/notes.md §5: AR-S-0003, MX-R-00028,
// AR-G-0001), and what a company bills or sells is paid in that country's currency. The provider's
// notifications carry no currency, so reminders read it from here too.
const CURRENCY: Record<string, string> = { AR: "ARS", MX: "MXN", CL: "CLP", CO: "COP", PE: "PEN" };

/** The company's currency, or null when its code names no country we know (then show no amount). */
export function companyCurrency(companyCode: string): string | null {
  return CURRENCY[companyCode.slice(0, 2).toUpperCase()] ?? null;
}

/** The currency a payment to the company is recorded in: "XXX" (ISO 4217: no currency) when unknown. */
export const currencyOf = (companyCode: string): string => companyCurrency(companyCode) ?? "XXX";

/** The currency of a country of the catalogue ("AR" → "ARS"); "XXX" for one we do not know. */
export const countryCurrency = (country: string): string => CURRENCY[country.toUpperCase()] ?? "XXX";
