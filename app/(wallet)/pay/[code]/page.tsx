import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { serviceCompanyForPage } from "@/lib/catalog/page-load";
import { getTranslations } from "@/lib/platform/i18n/server";
import { CompanyLogo } from "@/components/ui/company-logo";
import { Checkout } from "./_components/checkout";
import { CompanyLoadError } from "./_components/company-load-error";

type Props = {
  params: Promise<{ code: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { code } = await params;
  const [t, load] = await Promise.all([getTranslations("pay"), serviceCompanyForPage(code)]);
  return { title: load.ok ? t("company.title", { name: load.data.companyName }) : t("browse.title") };
}

// Pay a bill, step 2: one company, its debt query, its debts and the checkout.
// Each step of the checkout has its own address, also for "pay now" links:
//   /pay/<companyCode>?modality=<modalityId>&<identifierName>=<value>&step=debts
// (built and read by lib/payments/bills/pay-now-link.ts, which documents the format).
export default async function CompanyPayPage({ params }: Props) {
  const { code } = await params;
  const t = await getTranslations("pay");
  const common = await getTranslations("common");
  // An unknown company has answered 404 in the layout; what is left is one that could not be read.
  const load = await serviceCompanyForPage(code);
  const back = (
    <Link href="/pay" className={buttonClass("ghost", "-ml-2 mb-3")}>
      <ArrowLeft aria-hidden className="inline size-4" /> {t("company.back")}
    </Link>
  );

  if (!load.ok) {
    return (
      <>
        {back}
        <h1 className="mb-4 text-2xl font-bold">{t("company.unavailableTitle")}</h1>
        <CompanyLoadError />
      </>
    );
  }
  const company = load.data;

  return (
    <>
      {back}
      <header className="mb-6 flex items-center gap-4">
        <CompanyLogo name={company.companyName} src={company.companyLogo} alt={t("company.logoAlt", { name: company.companyName })} size="lg" />
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{company.companyName}</h1>
          {company.categories.length > 0 ? (
            <p className="text-slate-600 dark:text-slate-300">
              {company.categories.map((c) => (c.category ? common(`categories.${c.category}`) : c.label)).join(" · ")}
            </p>
          ) : null}
        </div>
      </header>
      <Checkout company={company} />
    </>
  );
}
