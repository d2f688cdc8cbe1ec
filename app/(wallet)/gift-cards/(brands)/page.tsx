import { CatalogLoadError } from "@/components/checkout/catalog-load-error";
import { CompanyGrid } from "@/components/checkout/company-grid";
import { CountrySwitch } from "@/components/checkout/country-switch";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState } from "@/components/ui/states";
import { loadForPage } from "@/lib/catalog/page-load";
import { listGiftCardCompanies } from "@/lib/catalog/products";
import { sessionUser } from "@/lib/accounts/current";
import { getTranslations } from "@/lib/platform/i18n/server";
import { DEFAULT_COUNTRY, shownCountry } from "@/lib/rules/country";

export async function generateMetadata() {
  const t = await getTranslations("giftCards");
  return { title: t("brands.title") };
}

// GET /gift-cards?country — the brands priced in the user's currency (or another country's), as a grid of logos.
export default async function GiftCardsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations("giftCards");
  const own = (await sessionUser())?.country ?? DEFAULT_COUNTRY;
  const country = shownCountry((await searchParams).country, own);
  const load = await loadForPage(() => listGiftCardCompanies(country));
  return (
    <>
      <PageHeader title={t("brands.title")} description={t("brands.description")} />
      <CountrySwitch shown={country} own={own} path="/gift-cards" />
      {!load.ok ? (
        <CatalogLoadError notFound={false} backHref="/" backLabel={t("brands.home")} />
      ) : load.data.length === 0 ? (
        <EmptyState title={t("brands.none")} />
      ) : (
        <CompanyGrid label={t("brands.listLabel")} companies={load.data} path="/gift-cards" />
      )}
    </>
  );
}
