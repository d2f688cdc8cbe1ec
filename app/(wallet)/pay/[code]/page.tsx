import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { cache } from "react";
import { EmptyState } from "@/components/ui/states";
import { buttonClass } from "@/components/ui/button";
import { toAppError } from "@/lib/platform/http/errors";
import { getServiceCompany } from "@/lib/catalog/services";
import type { ServiceCompanyView } from "@/lib/catalog/views";
import { getTranslations } from "@/lib/platform/i18n/server";
import { CompanyLogo } from "@/components/ui/company-logo";
import { Checkout } from "./_components/checkout";
import { CompanyLoadError } from "./_components/company-load-error";
import { log } from "@/lib/platform/log";

type Props = {
  params: Promise<{ code: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The company as GET /api/companies/services/{code} answers it, read once for the title and the page. */
const load = cache(async (code: string): Promise<ServiceCompanyView | "not-found" | "error"> => {
  try {
    return await getServiceCompany(code);
  } catch (error) {
    if (toAppError(error)?.code === "NOT_FOUND") return "not-found";
    log.error({ err: error }, "company page failed");
    return "error";
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { code } = await params;
  const [t, company] = await Promise.all([getTranslations("pay"), load(code)]);
  return { title: typeof company === "string" ? t("browse.title") : t("company.title", { name: company.companyName }) };
}

// Pay a bill, step 2: one company, its debt query, its debts and the checkout.
// Each step of the checkout has its own address, also for "pay now" links:
//   /pay/<companyCode>?modality=<modalityId>&<identifierName>=<value>&step=debts
// (built and read by lib/payments/bills/pay-now-link.ts, which documents the format).
export default async function CompanyPayPage({ params }: Props) {
  const { code } = await params;
  const t = await getTranslations("pay");
  const common = await getTranslations("common");
  const company = await load(code);
  const back = (
    <Link href="/pay" className={buttonClass("ghost", "-ml-2 mb-3")}>
      <ArrowLeft aria-hidden className="inline size-4" /> {t("company.back")}
    </Link>
  );

  if (company === "not-found" || company === "error") {
    return (
      <>
        {back}
        <h1 className="mb-4 text-2xl font-bold">{t("company.unavailableTitle")}</h1>
        {company === "not-found" ? <EmptyState title={t("company.notFound")} /> : <CompanyLoadError />}
      </>
    );
  }

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
