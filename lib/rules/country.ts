// The user's country: the catalogue shows its companies, in its currency. The countries are those
// the provider's catalogue has (a company code starts with its country, docs/provider/notes.md §5).
import { companyCurrency } from "./currency";

export const COUNTRIES = ["AR", "MX", "CL", "CO", "PE"] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = "AR";

export const isCountry = (value: unknown): value is Country =>
  typeof value === "string" && (COUNTRIES as readonly string[]).includes(value);

/** The country a company code names ("MX-R-00028" → "MX"), or null when it names none we know. */
export function countryOfCode(companyCode: string): Country | null {
  const prefix = companyCode.slice(0, 2).toUpperCase();
  return isCountry(prefix) ? prefix : null;
}

/** The currency a country's companies are paid in ("AR" → "ARS"). */
export const countryCurrency = (country: Country): string => companyCurrency(country) ?? "XXX";

/**
 * The client's country from its Accept-Language header: the region of the most preferred language
 * that names one we know ("es-MX,es;q=0.9" → MX). Argentina when none does (Saldo's home market).
 */
export function countryFromAcceptLanguage(header: string | null | undefined): Country {
  const ranges = (header ?? "")
    .slice(0, 500)
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.tag && Number.isFinite(range.q) && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    // language[-script]-REGION: the region is the two-letter subtag after the language.
    const region = tag.split(/[-_]/).slice(1).find((subtag) => /^[A-Za-z]{2}$/.test(subtag))?.toUpperCase();
    if (isCountry(region)) return region;
  }
  return DEFAULT_COUNTRY;
}

/** The catalogue a page shows: the `?country=` asked for when it is one we know, the user's own otherwise. */
export function shownCountry(asked: string | string[] | undefined, own: Country): Country {
  const value = typeof asked === "string" ? asked.trim().toUpperCase() : undefined;
  return isCountry(value) ? value : own;
}
