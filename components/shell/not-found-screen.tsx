import { House, SearchX } from "lucide-react";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { getTranslations } from "@/lib/i18n/server";

/** "This page does not exist", in the user's language, with the way home. */
export async function NotFoundScreen() {
  const t = await getTranslations("shell");
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-md py-10 text-center">
      <SearchX aria-hidden className="mx-auto mb-4 size-12 text-brand-700 dark:text-brand-100" />
      <h1 id="not-found-title" className="text-2xl font-bold tracking-tight">
        {t("notFound.title")}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t("notFound.body")}</p>
      <Link href="/" className={buttonClass("primary", "mt-6")}>
        <House aria-hidden className="size-4" />
        {t("notFound.home")}
      </Link>
    </section>
  );
}
