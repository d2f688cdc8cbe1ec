"use client";

import { useState } from "react";
import { ErrorMessage } from "@/components/shell/error-screen";
import { DEFAULT_LOCALE, isLocale, LANGUAGE_TAG, LOCALE_COOKIE, type Locale } from "@/lib/platform/i18n/config";
import enShell from "@/lib/platform/i18n/messages/en/shell.json";
import esShell from "@/lib/platform/i18n/messages/es/shell.json";
import "./globals.css";

const SHELL = { es: esShell, en: enShell } satisfies Record<Locale, unknown>;

// The root layout itself failed, so its translations are gone too: read the language cookie here,
// and take the screen's words straight from the shell's messages (plain text, nothing to format).
function cookieLocale(): Locale {
  if (typeof document === "undefined") return DEFAULT_LOCALE;
  const value = document.cookie
    .split("; ")
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.split("=")[1];
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export default function GlobalError({ retry }: { error: Error; retry: () => void }) {
  const [locale] = useState(cookieLocale);
  return (
    <html lang={LANGUAGE_TAG[locale]}>
      <body className="min-h-dvh font-sans">
        <title>{SHELL[locale].error.title} · Saldo</title>
        <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 py-10">
          <ErrorMessage words={SHELL[locale].error} retry={retry} />
        </main>
      </body>
    </html>
  );
}
