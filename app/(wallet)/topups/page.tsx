import { PageHeader } from "@/components/ui/page-header";
import { CountrySwitch } from "@/components/checkout/country-switch";
import { sessionUser } from "@/lib/accounts/current";
import { getTranslations } from "@/lib/platform/i18n/server";
import { DEFAULT_COUNTRY, shownCountry } from "@/lib/rules/country";
import { CarrierBrowser } from "./_components/carrier-browser";

export async function generateMetadata() {
  const t = await getTranslations("topups");
  return { title: t("carriers.title") };
}

// GET /topups — choose the carrier to top up.
export default async function TopUpsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations("topups");
  const own = (await sessionUser())?.country ?? DEFAULT_COUNTRY;
  const country = shownCountry((await searchParams).country, own);
  return (
    <>
      <PageHeader title={t("carriers.title")} description={t("carriers.description")} />
      <CountrySwitch shown={country} own={own} path="/topups" />
      <CarrierBrowser key={country} country={country} />
    </>
  );
}
