import Link from "next/link";
import { CatalogLoadError } from "@/components/purchase/catalog-load-error";
import { CompanyLogo } from "@/components/purchase/company-logo";
import { EmptyState } from "@/components/ui/states";
import { PageHeader } from "@/components/ui/page-header";
import { buttonClass } from "@/components/ui/button";
import { loadForPage } from "@/lib/catalog/page-load";
import { getTopUpCompany } from "@/lib/catalog/products";
import { getTranslations } from "@/lib/i18n/server";
import { currencyOf } from "@/lib/operations/pay/rules/draft";
import { TopUpCheckout } from "./_components/topup-checkout";

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props) {
  const { code } = await params;
  const load = await loadForPage(() => getTopUpCompany(code));
  const t = await getTranslations("topups");
  return { title: load.ok ? t("checkout.title", { name: load.data.companyName }) : t("carriers.title") };
}

// GET /topups/{code} — top up a number with this carrier.
export default async function CarrierPage({ params }: Props) {
  const { code } = await params;
  const t = await getTranslations("topups");
  const load = await loadForPage(() => getTopUpCompany(code));
  const back = (
    <Link href="/topups" className={buttonClass("ghost")}>
      {t("checkout.back")}
    </Link>
  );

  if (!load.ok) {
    return (
      <>
        <PageHeader title={t("carriers.title")} />
        <CatalogLoadError notFound={load.notFound} backHref="/topups" backLabel={t("checkout.back")} />
      </>
    );
  }

  const company = load.data;
  return (
    <div className="mx-auto max-w-2xl">
      <div className="mb-2">{back}</div>
      <div className="flex items-center gap-4">
        <CompanyLogo name={company.companyName} src={company.companyLogo} size="lg" />
        <div className="flex-1">
          <PageHeader title={t("checkout.title", { name: company.companyName })} description={t("checkout.description")} />
        </div>
      </div>
      {company.products.length === 0 ? (
        <EmptyState title={t("checkout.noProducts")}>{back}</EmptyState>
      ) : (
        // The currency follows the carrier's country, as the BFF charges it.
        <TopUpCheckout company={company} currency={currencyOf(company.companyCode)} />
      )}
    </div>
  );
}
