import "server-only";
import { cookies } from "next/headers";
import { createFormatter, createTranslator, type NamespaceKeys, type NestedKeyOf } from "use-intl/core";
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, LOCALE_COOKIE, TIME_ZONE, type Locale } from "./config";
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
  const locale = await getLocale();
  return createFormatter({ locale: INTL_LOCALE[locale], timeZone: TIME_ZONE });
}
