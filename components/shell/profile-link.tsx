"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

/** The way to the profile (name, country, language), beside signing out. */
export function ProfileLink() {
  const t = useTranslations("profile");
  return (
    <Link
      href="/profile"
      className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {t("link")}
    </Link>
  );
}
