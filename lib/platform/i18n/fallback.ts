// What a missing or broken message turns into, on the server and in the browser alike. use-intl's
// default shows "namespace.key" quietly; here it is marked (⟦pay.debtErrors.expiredHint⟧) and
// reported, so the browser suite's language check finds it on any page instead of a reader.
import type { IntlError } from "use-intl/core";

/** Marks an untranslated or unformattable message; the language spec fails on the marks. */
export const MISSING_OPEN = "⟦";
export const MISSING_CLOSE = "⟧";

export function messageFallback({ namespace, key }: { namespace?: string; key: string; error: IntlError }): string {
  return `${MISSING_OPEN}${namespace ? `${namespace}.` : ""}${key}${MISSING_CLOSE}`;
}

/** Logged as "[i18n] MISSING_MESSAGE: …" (a console error in the browser, which the spec listens to). */
export function reportIntlError(error: IntlError): void {
  console.error(`[i18n] ${error.code}: ${error.originalMessage ?? error.message}`);
}
