import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { DateText } from "@/components/ui/money";
import { PageHeader } from "@/components/ui/page-header";
import { exchangeRates } from "@/lib/catalog/rates";
import { getTranslations } from "@/lib/platform/i18n/server";
import { ratesQuerySchema } from "@/lib/catalog/input";
import { RatesFilter } from "./_components/rates-filter";
import { RatesTable } from "./_components/rates-table";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("rates");
  return { title: t("title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (value: string | string[] | undefined) => (typeof value === "string" && value !== "" ? value : undefined);

// Rendered on the server from lib (the same source as GET /api/rates); the filters live in the URL.
export default async function RatesPage({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations("rates");
  const params = await searchParams;
  // A hand-edited, invalid filter is ignored rather than failing the page.
  const parsed = ratesQuerySchema.safeParse({ countryCode: one(params.country), companyType: one(params.vertical) });
  const filter = parsed.success ? parsed.data : {};
  const [everything, rates] = await Promise.all([exchangeRates({}), exchangeRates(filter)]);
  const countries = [...new Set(everything.map((r) => r.countryCode).filter((c): c is string => c !== null))].sort();
  const refreshed = rates.map((r) => r.updatedAt).filter((u): u is string => u !== null).sort().at(-1);

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <RatesFilter countries={countries} country={filter.countryCode ?? ""} vertical={filter.companyType ?? ""} />
      <p className="my-4 text-sm text-slate-700 dark:text-slate-200" data-testid="rates-refreshed">
        {refreshed ? (
          <>
            {t("refreshed")} <DateText value={refreshed} withTime />
          </>
        ) : (
          t("refreshedUnknown")
        )}
      </p>
      {/* EmptyState's look, written out: its client module would add about 1.5 KB to this server page's first load. */}
      {rates.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center dark:border-slate-600">
          <p className="font-medium">{t("empty")}</p>
          <Link href="/rates" className={buttonClass("secondary", "mt-3")}>
            {t("clear")}
          </Link>
        </div>
      ) : (
        <RatesTable rates={rates} />
      )}
    </>
  );
}
