import Link from "next/link";
import { getTranslations } from "@/lib/platform/i18n/server";

/** The foot of every page: "Baja", the way to close the account (the consumer rules' "botón de baja"). */
export async function Footer() {
  const t = await getTranslations("common");
  return (
    <footer className="no-print mt-10 border-t border-slate-200 pt-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
      <Link href="/close-account" className="inline-flex min-h-11 items-center underline">
        {t("footer.close")}
      </Link>
    </footer>
  );
}
