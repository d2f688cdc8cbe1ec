import "server-only";
import { cookies } from "next/headers";
import { createTranslator, type NamespaceKeys, type NestedKeyOf } from "use-intl/core";
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, LOCALE_COOKIE, TIME_ZONE, type Locale } from "./config";
import { formatterFor } from "./format";
import { messagesFor, type Messages } from "./messages";
import { messageFallback, reportIntlError } from "./fallback";

/** The language the user chose (cookie), Spanish otherwise. */
export async function getLocale(): Promise<Locale> {
  const value = (await cookies()).get(LOCALE_COOKIE)?.value;
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Translations for Server Components: `const t = await getTranslations("bills"); t("title")` (or "bills.list"). */
export async function getTranslations<N extends NamespaceKeys<Messages, NestedKeyOf<Messages>>>(namespace: N) {
  const locale = await getLocale();
  return createTranslator<Messages, N>({
    locale: INTL_LOCALE[locale],
    messages: messagesFor(locale),
    namespace,
    timeZone: TIME_ZONE,
    onError: reportIntlError,
    getMessageFallback: messageFallback,
  });
}

export async function getFormatter() {
  return formatterFor(await getLocale());
}

/**
 * Money and dates as text, for Server Components that put them inside a sentence or want no
 * client code for them (components/ui/money.tsx formats in the browser). Times are Buenos Aires'.
 */
export async function getTextFormat() {
  const format = await getFormatter();
  return {
    money: (amount: number, currency: string) => format.number(amount, { style: "currency", currency }),
    // A bare date is a calendar day: read at noon UTC so no time zone moves it to another day.
    date: (day: string) => format.dateTime(new Date(`${day.slice(0, 10)}T12:00:00Z`), { dateStyle: "medium" }),
    dateTime: (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" }),
  };
}
