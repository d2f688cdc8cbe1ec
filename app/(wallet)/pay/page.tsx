import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { CountrySwitch } from "@/components/checkout/country-switch";
import { sessionUser } from "@/lib/auth/current";
import { getTranslations } from "@/lib/i18n/server";
import { DEFAULT_COUNTRY, shownCountry } from "@/lib/rules/country";
import { CompanyBrowser } from "./_components/company-browser";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pay");
  return { title: t("browse.title") };
}

// Pay a bill, step 1: find the company (the list is fetched in the browser as the user types).
export default async function PayPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations("pay");
  const own = (await sessionUser())?.country ?? DEFAULT_COUNTRY;
  const country = shownCountry((await searchParams).country, own);
  return (
    <>
      <PageHeader title={t("browse.title")} description={t("browse.description")} />
      <CountrySwitch shown={country} own={own} path="/pay" />
      <CompanyBrowser key={country} country={country} />
    </>
  );
}
