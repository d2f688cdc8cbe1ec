import type { ReactNode } from "react";
import { INTL_LOCALE } from "@/lib/platform/i18n/config";
import { pickMessages, type Namespace } from "@/lib/platform/i18n/messages";
import { getLocale } from "@/lib/platform/i18n/server";
import { IntlScope } from "./intl-scope";

/**
 * A section's messages for the browser: the shell's and `namespaces`, the ones its Client
 * Components use (a section's layout.tsx wraps its pages in it). Pages not listed ship none of
 * them: the operator console's words reach only the operator console.
 */
export async function Messages({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  const locale = await getLocale();
  return (
    <IntlScope locale={INTL_LOCALE[locale]} messages={pickMessages(locale, namespaces)}>
      {children}
    </IntlScope>
  );
}
