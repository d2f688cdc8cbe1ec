import { RotateCw, WifiOff } from "lucide-react";
import type { Metadata } from "next";
import { ScreenMessage } from "@/components/shell/screen-message";
import { buttonClass } from "@/components/ui/button";
import { getTranslations } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shell");
  return { title: t("offline.metaTitle"), robots: { index: false } };
}

// GET /offline — what the service worker (public/sw.js) shows when a page cannot be reached. It is
// kept in the browser's cache, so it holds nothing about the user: only the language comes from
// the cookie. It works without JavaScript: "Try again" is a plain link.
export default async function OfflinePage() {
  const t = await getTranslations("shell");
  const c = await getTranslations("common");
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 py-10">
      <p className="self-center text-3xl font-extrabold text-brand-700 dark:text-brand-100">{c("appName")}</p>
      <ScreenMessage id="offline-title" icon={WifiOff} title={t("offline.title")} body={t("offline.body")}>
        <h2 className="mt-6 font-semibold">{t("offline.stillWorks")}</h2>
        <ul className="mt-2 list-disc space-y-2 pl-5 text-left text-slate-700 dark:text-slate-200">
          <li>{t("offline.receipts")}</li>
          <li>{t("offline.notifications")}</li>
          <li>{t("offline.safe")}</li>
        </ul>
        <a href="/" className={buttonClass("primary", "mt-6")}>
          <RotateCw aria-hidden className="size-4" />
          {t("offline.retry")}
        </a>
      </ScreenMessage>
    </main>
  );
}
