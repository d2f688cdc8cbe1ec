import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { CompanyLogo } from "@/components/ui/company-logo";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState } from "@/components/ui/states";
import type { PageLoad } from "@/lib/catalog/page-load";
import type { Product } from "@/lib/provider/types";
import { CatalogLoadError } from "./catalog-load-error";

type Company = { companyName: string; companyLogo: string | null; products: Product[] };

type Props<C extends Company> = {
  load: PageLoad<C>;
  /** The list's title, for a company that could not be read. */
  listTitle: string;
  title: (companyName: string) => string;
  description: string;
  back: { href: string; label: string };
  noProducts: string;
  /** The checkout of a company that has products. */
  children: (company: C) => ReactNode;
};

/** The page of one top-up carrier or gift-card brand: its header, then its checkout (or why there is none). */
export function ProductCheckoutPage<C extends Company>({ load, listTitle, title, description, back, noProducts, children }: Props<C>) {
  const backLink = (
    <Link href={back.href} className={buttonClass("ghost")}>
      <ArrowLeft aria-hidden className="size-4" />
      {back.label}
    </Link>
  );

  if (!load.ok) {
    return (
      <>
        <PageHeader title={listTitle} />
        <CatalogLoadError notFound={load.notFound} backHref={back.href} backLabel={back.label} />
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
          <PageHeader title={title(company.companyName)} description={description} />
        </div>
      </div>
      {company.products.length === 0 ? <EmptyState title={noProducts}>{backLink}</EmptyState> : children(company)}
    </div>
  );
}
