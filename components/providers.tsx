"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { IntlProvider, type AbstractIntlMessages } from "use-intl";
import { TIME_ZONE } from "@/lib/i18n/config";
import { messageFallback, reportIntlError } from "@/lib/i18n/fallback";
import { getQueryClient } from "@/lib/client/queries/query-client";

export function Providers({ locale, messages, children }: { locale: string; messages: AbstractIntlMessages; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={messages} timeZone={TIME_ZONE} onError={reportIntlError} getMessageFallback={messageFallback}>
      <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>
    </IntlProvider>
  );
}
