"use client";

import { TriangleAlert } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "use-intl";
import { buttonClass } from "@/components/ui/button";

/** For anyone who is not an operator: what this is, and a way back. */
export function Forbidden() {
  const t = useTranslations("operator.forbidden");
  return (
    <div role="alert" data-testid="operator-forbidden" className="rounded-xl border border-amber-300 bg-amber-50 p-6 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <p className="text-lg font-semibold">
        <TriangleAlert aria-hidden className="mr-1 inline size-4 align-[-0.2em]" />
        {t("title")}
      </p>
      <p className="mt-1">{t("body")}</p>
      <Link href="/" className={buttonClass("secondary", "mt-4")}>
        {t("home")}
      </Link>
    </div>
  );
}
