import { RotateCw, WifiOff } from "lucide-react";
import type { Metadata } from "next";
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
      <p className="mb-4 self-center text-3xl font-extrabold text-brand-700 dark:text-brand-100">{c("appName")}</p>
      <section aria-labelledby="offline-title" className="py-6 text-center">
        <WifiOff aria-hidden className="mx-auto mb-4 size-12 text-brand-700 dark:text-brand-100" />
        <h1 id="offline-title" className="text-2xl font-bold tracking-tight">
          {t("offline.title")}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t("offline.body")}</p>
        <h2 className="mt-6 font-semibold">{t("offline.stillWorks")}</h2>
        <ul className="mt-2 space-y-2 text-left text-slate-700 dark:text-slate-200">
          <li>{t("offline.receipts")}</li>
          <li>{t("offline.notifications")}</li>
          <li>{t("offline.safe")}</li>
        </ul>
        <a href="/" className={buttonClass("primary", "mt-6")}>
          <RotateCw aria-hidden className="size-4" />
          {t("offline.retry")}
        </a>
      </section>
    </main>
  );
}
