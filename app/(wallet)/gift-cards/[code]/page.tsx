import Link from "next/link";
import { CatalogLoadError } from "@/components/purchase/catalog-load-error";
import { CompanyLogo } from "@/components/purchase/company-logo";
import { buttonClass } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState } from "@/components/ui/states";
import { loadForPage } from "@/lib/catalog/page-load";
import { getGiftCardCompany } from "@/lib/catalog/products";
import { getTranslations } from "@/lib/i18n/server";
import { currencyOf } from "@/lib/operations/pay/rules/draft";
import { GiftCardCheckout } from "./_components/gift-card-checkout";

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props) {
  const { code } = await params;
  const load = await loadForPage(() => getGiftCardCompany(code));
  const t = await getTranslations("giftCards");
  return { title: load.ok ? t("checkout.title", { name: load.data.companyName }) : t("brands.title") };
}

// GET /gift-cards/{code} — buy one of this brand's cards.
export default async function BrandPage({ params }: Props) {
  const { code } = await params;
  const t = await getTranslations("giftCards");
  const load = await loadForPage(() => getGiftCardCompany(code));
  const back = (
    <Link href="/gift-cards" className={buttonClass("ghost")}>
      {t("checkout.back")}
    </Link>
  );

  if (!load.ok) {
    return (
      <>
        <PageHeader title={t("brands.title")} />
        <CatalogLoadError notFound={load.notFound} backHref="/gift-cards" backLabel={t("checkout.back")} />
      </>
    );
  }

  const brand = load.data;
  return (
    <div className="mx-auto max-w-2xl">
      <div className="mb-2">{back}</div>
      <div className="flex items-center gap-4">
        <CompanyLogo name={brand.companyName} src={brand.companyLogo} size="lg" />
        <div className="flex-1">
          <PageHeader title={t("checkout.title", { name: brand.companyName })} description={t("checkout.description")} />
        </div>
      </div>
      {brand.products.length === 0 ? (
        <EmptyState title={t("checkout.noProducts")}>{back}</EmptyState>
      ) : (
        // The currency follows the brand's country, as the BFF charges it.
        <GiftCardCheckout brand={brand} currency={currencyOf(brand.companyCode)} />
      )}
    </div>
  );
}
