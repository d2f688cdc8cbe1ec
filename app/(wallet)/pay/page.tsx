import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { getTranslations } from "@/lib/i18n/server";
import { CompanyBrowser } from "./_components/company-browser";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pay");
  return { title: t("browse.title") };
}

// Pay a bill, step 1: find the company (the list is fetched in the browser as the user types).
export default async function PayPage() {
  const t = await getTranslations("pay");
  return (
    <>
      <PageHeader title={t("browse.title")} description={t("browse.description")} />
      <CompanyBrowser />
    </>
  );
}
