// Languages of the app. Spanish (Argentina) first; the choice is remembered in a cookie.
export const LOCALES = ["es", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "es";
export const LOCALE_COOKIE = "saldo_locale";

/** The BCP 47 tag used for numbers, money and dates. */
export const INTL_LOCALE: Record<Locale, string> = { es: "es-AR", en: "en-US" };
export const TIME_ZONE = "America/Argentina/Buenos_Aires";

export const isLocale = (value: string | undefined): value is Locale =>
  (LOCALES as readonly string[]).includes(value ?? "");
