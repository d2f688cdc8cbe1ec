import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { CompanyLogo } from "@/components/ui/company-logo";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState } from "@/components/ui/states";
import type { PageLoad } from "@/lib/catalog/page-load";
import { getTranslations } from "@/lib/platform/i18n/server";
import type { Product } from "@/lib/provider/types";
import { currencyOf } from "@/lib/rules/currency";
import { CatalogLoadError } from "./catalog-load-error";

type Company = { companyCode: string; companyName: string; companyLogo: string | null; products: Product[] };

/**
 * Which catalogue a company's page belongs to: the list it comes from (`href`), whose title is
 * `<namespace>.<list>.title`; the page's own words are `<namespace>.checkout.*`.
 */
export type Catalogue = { namespace: "giftCards"; list: "brands"; href: string } | { namespace: "topups"; list: "carriers"; href: string };

async function wordsOf({ namespace, list }: Catalogue) {
  const t = await getTranslations(namespace);
  return {
    listTitle: t(`${list}.title`),
    title: (name: string) => t("checkout.title", { name }),
    description: t("checkout.description"),
    back: t("checkout.back"),
    noProducts: t("checkout.noProducts"),
  };
}

/** The browser tab's title of a company's page: the company's, or the list's when it could not be read. */
export async function productPageTitle(load: PageLoad<Company>, catalogue: Catalogue): Promise<string> {
  const words = await wordsOf(catalogue);
  return load.ok ? words.title(load.data.companyName) : words.listTitle;
}

type Props<C extends Company> = {
  load: PageLoad<C>;
  catalogue: Catalogue;
  /** The checkout of a company that has products, in the currency it charges. */
  children: (company: C, currency: string) => ReactNode;
};

/** The page of one top-up carrier or gift-card brand: its header, then its checkout (or why there is none). */
export async function ProductCheckoutPage<C extends Company>({ load, catalogue, children }: Props<C>) {
  const words = await wordsOf(catalogue);
  const backLink = (
    <Link href={catalogue.href} className={buttonClass("ghost")}>
      <ArrowLeft aria-hidden className="size-4" />
      {words.back}
    </Link>
  );

  if (!load.ok) {
    return (
      <>
        <PageHeader title={words.listTitle} />
        <CatalogLoadError notFound={load.notFound} backHref={catalogue.href} backLabel={words.back} />
      </>
    );
  }

  const company = load.data;
  return (
    <div className="mx-auto max-w-2xl">
      <div className="mb-2">{backLink}</div>
      <div className="flex items-center gap-4">
        <CompanyLogo name={company.companyName} src={company.companyLogo} size="lg" />
        <div className="flex-1">
          <PageHeader title={words.title(company.companyName)} description={words.description} />
        </div>
      </div>
      {/* The currency follows the company's country, as the BFF charges it. */}
      {company.products.length === 0 ? <EmptyState title={words.noProducts}>{backLink}</EmptyState> : children(company, currencyOf(company.companyCode))}
    </div>
  );
}
