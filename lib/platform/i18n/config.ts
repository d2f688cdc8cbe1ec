// Languages of the app. Spanish (Argentina) first; the choice is remembered in a cookie.
export const LOCALES = ["es", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "es";
export const LOCALE_COOKIE = "saldo_locale";

/** The document's language (`<html lang>`, the manifest's). */
export const LANGUAGE_TAG: Record<Locale, string> = { es: "es-AR", en: "en-US" };

/**
 * The BCP 47 tag used for numbers, money and dates: every formatter, page, mail and PDF is built
 * from it. Argentina reads the clock in 24 hours ("00:46"), but the Unicode data gives es-AR a
 * 12-hour clock ("12:46 a. m."), so the tag asks for the 24-hour cycle itself and no caller has to.
 * English keeps its own 12-hour clock.
 */
export const INTL_LOCALE: Record<Locale, string> = { es: "es-AR-u-hc-h23", en: "en-US" };
export const TIME_ZONE = "America/Argentina/Buenos_Aires";

export const isLocale = (value: string | undefined): value is Locale =>
  (LOCALES as readonly string[]).includes(value ?? "");
