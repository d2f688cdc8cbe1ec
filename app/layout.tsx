import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Messages } from "@/components/intl/messages";
import { ServiceWorker } from "@/components/shell/service-worker";
import { BRAND_INK } from "@/lib/platform/brand";
import { LANGUAGE_TAG } from "@/lib/platform/i18n/config";
import { getLocale } from "@/lib/platform/i18n/server";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Saldo", template: "%s · Saldo" },
  description: "Pagá tus servicios, recargá y comprá tarjetas de regalo.",
};

// viewport-fit=cover lets the tab bar reach the screen's edge; safe-area padding keeps its content clear.
export const viewport: Viewport = { width: "device-width", initialScale: 1, viewportFit: "cover", themeColor: BRAND_INK };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={LANGUAGE_TAG[locale]}>
      <body className="min-h-dvh font-sans">
        {/* The shell's messages; each section's layout adds its own (components/intl/messages.tsx). */}
        <Messages namespaces={[]}>{children}</Messages>
        <ServiceWorker />
      </body>
    </html>
  );
}
