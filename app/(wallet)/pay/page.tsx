import { HydrationBoundary, QueryClient, dehydrate } from "@tanstack/react-query";
import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { CountrySwitch } from "@/components/checkout/country-switch";
import { sessionUser } from "@/lib/accounts/current";
import { listServiceCompanies } from "@/lib/catalog/services";
import { billTags } from "@/lib/catalog/tags";
import { BILL_COMPANIES_PER_PAGE, billKeys } from "@/lib/client/queries/bills";
import { getTranslations } from "@/lib/platform/i18n/server";
import { DEFAULT_COUNTRY, shownCountry } from "@/lib/rules/country";
import { CompanyBrowser } from "./_components/company-browser";
import { PayByScan } from "./_components/pay-by-scan";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pay");
  return { title: t("browse.title") };
}

/**
 * Pay a bill, step 1: find the company. The first page of the country's companies and the
 * categories come with the page, read as the API reads them (a failed read is left to the browser,
 * which asks again and says so); searching and paging ask the API as the user types.
 */
export default async function PayPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations("pay");
  const own = (await sessionUser())?.country ?? DEFAULT_COUNTRY;
  const country = shownCountry((await searchParams).country, own);
  const queryClient = new QueryClient();
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: billKeys.companies({ page: 1, country }),
      queryFn: () => listServiceCompanies({ page: 1, limit: BILL_COMPANIES_PER_PAGE, country }),
    }),
    queryClient.prefetchQuery({ queryKey: billKeys.tags(), queryFn: billTags }),
  ]);
  return (
    <>
      <PageHeader title={t("browse.title")} description={t("browse.description")} />
      <CountrySwitch shown={country} own={own} path="/pay" />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <CompanyBrowser key={country} country={country} beforeResults={country === "AR" ? <PayByScan /> : null} />
      </HydrationBoundary>
    </>
  );
}
