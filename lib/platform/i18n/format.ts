import { createFormatter } from "use-intl/core";
import { INTL_LOCALE, TIME_ZONE, type Locale } from "./config";

/**
 * Numbers, money and dates in a language, at Buenos Aires's time: what the server's pages, the mails
 * and the PDF receipt format with (the browser's IntlProvider gets the same tag and time zone), so
 * the locale's own conventions, its 24-hour clock included, hold in every one of them.
 */
export const formatterFor = (locale: Locale) => createFormatter({ locale: INTL_LOCALE[locale], timeZone: TIME_ZONE });
