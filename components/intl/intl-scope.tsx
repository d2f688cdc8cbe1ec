"use client";

import type { ReactNode } from "react";
import { IntlProvider, type AbstractIntlMessages } from "use-intl";
import { TIME_ZONE } from "@/lib/platform/i18n/config";
import { messageFallback, reportIntlError } from "@/lib/platform/i18n/fallback";

/** The messages the Client Components below may use; a missing one renders as ⟦namespace.key⟧. */
export function IntlScope({ locale, messages, children }: { locale: string; messages: AbstractIntlMessages; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={messages} timeZone={TIME_ZONE} onError={reportIntlError} getMessageFallback={messageFallback}>
      {children}
    </IntlProvider>
  );
}
