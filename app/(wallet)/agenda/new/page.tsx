import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/ui/page-header";
import { getTranslations } from "@/lib/platform/i18n/server";
import { NewAdhesion } from "./_components/new-adhesion";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("agenda");
  return { title: t("new.title") };
}

export default async function NewAdhesionPage() {
  const t = await getTranslations("agenda");
  return (
    <>
      <Link href="/agenda" className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 underline dark:text-brand-100">
        <ArrowLeft aria-hidden className="inline size-4" />
        {t("new.back")}
      </Link>
      <PageHeader title={t("new.title")} description={t("new.description")} />
      <NewAdhesion />
    </>
  );
}
