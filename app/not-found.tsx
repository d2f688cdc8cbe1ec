import type { Metadata } from "next";
import { NotFoundScreen } from "@/components/shell/not-found-screen";
import { getTranslations } from "@/lib/platform/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shell");
  return { title: t("notFound.metaTitle") };
}

// Any address no route answers; outside the wallet's shell, so it carries the brand itself (plain
// links, as in NotFoundScreen).
export default async function NotFound() {
  const t = await getTranslations("common");
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 py-10">
      <a href="/" className="mb-4 self-center text-3xl font-extrabold text-brand-700 dark:text-brand-100">
        {t("appName")}
      </a>
      <NotFoundScreen />
    </main>
  );
}
