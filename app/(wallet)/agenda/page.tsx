import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { getTranslations } from "@/lib/platform/i18n/server";
import { AdhesionList } from "./_components/adhesion-list";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("agenda");
  return { title: t("title") };
}

// The list is a client component: it is edited in place (rename, pause, resume).
export default async function AgendaPage() {
  const t = await getTranslations("agenda");
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <Link href="/agenda/new" className={buttonClass("primary")}>
            {t("add")}
          </Link>
        }
      />
      <AdhesionList />
    </>
  );
}
