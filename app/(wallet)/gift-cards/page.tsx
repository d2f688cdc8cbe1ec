import Link from "next/link";
import { CatalogLoadError } from "@/components/checkout/catalog-load-error";
import { CountrySwitch } from "@/components/checkout/country-switch";
import { CompanyLogo } from "@/components/ui/company-logo";
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
        <ul aria-label={t("brands.listLabel")} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {load.data.map((brand) => (
            <li key={brand.companyCode}>
              <Link
                href={`/gift-cards/${encodeURIComponent(brand.companyCode)}`}
                className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center font-medium shadow-sm hover:border-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-brand-500"
              >
                <CompanyLogo name={brand.companyName} src={brand.companyLogo} />
                <span>{brand.companyName}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
