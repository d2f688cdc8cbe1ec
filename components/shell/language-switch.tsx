"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "use-intl";
import { LOCALE_COOKIE, type Locale } from "@/lib/platform/i18n/config";

const NAMES: Record<Locale, string> = { es: "Español", en: "English" };

/** Switches the language for this browser; remembered for a year in a cookie. */
export function LanguageSwitch() {
  const t = useTranslations("common.nav");
  const router = useRouter();
  const current = useLocale().slice(0, 2) as Locale;
  return (
    <label className="flex items-center gap-2 text-sm">
      <span>{t("language")}</span>
      <select
        value={current}
        onChange={(event) => {
          document.cookie = `${LOCALE_COOKIE}=${event.target.value}; path=/; max-age=31536000; samesite=lax`;
          router.refresh();
        }}
        className="min-h-9 rounded-md border border-slate-400 bg-white px-2 dark:border-slate-600 dark:bg-slate-900"
      >
        {(Object.keys(NAMES) as Locale[]).map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
