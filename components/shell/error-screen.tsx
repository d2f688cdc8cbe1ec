"use client";

import { House, RotateCw, TriangleAlert } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "use-intl";
import { buttonClass } from "@/components/ui/button";

/** A page that failed to render: our own words (a Server Component's message never reaches here), retry, or go home. */
export function ErrorScreen({ retry }: { retry: () => void }) {
  const t = useTranslations("shell.error");
  return (
    <section role="alert" aria-labelledby="error-title" className="mx-auto max-w-md py-10 text-center">
      <TriangleAlert aria-hidden className="mx-auto mb-4 size-12 text-red-700 dark:text-red-400" />
      <h1 id="error-title" className="text-2xl font-bold tracking-tight">
        {t("title")}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t("body")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <button type="button" onClick={retry} className={buttonClass("primary")}>
          <RotateCw aria-hidden className="size-4" />
          {t("retry")}
        </button>
        <Link href="/" className={buttonClass("secondary")}>
          <House aria-hidden className="size-4" />
          {t("home")}
        </Link>
      </div>
    </section>
  );
}
