// Query keys and options of the bill-payment pages (catalogue browsing; /pay is served with its
// first page and the categories, read on the server under these keys). Debts are never cached:
// they are asked for with a mutation on every query (their ids live 10 minutes).
import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import type { ServicePage } from "@/lib/catalog/services";
import type { BillTags } from "@/lib/catalog/tags";
import type { DuplicatePayment } from "@/lib/payments/pay/possible-duplicates";
import type { Duplicate } from "@/lib/rules/duplicate-payment";

export const BILL_COMPANIES_PER_PAGE = 12;

/** Without a country the server answers the user's own (the agenda's search); the pages name it. */
export type CompanyListFilter = { page: number; search?: string; tag?: string; country?: string };

export const billKeys = {
  all: ["bills"] as const,
  tags: () => [...billKeys.all, "tags"] as const,
  companies: (filter: CompanyListFilter) => [...billKeys.all, "companies", filter] as const,
};

export const billTagsOptions = () =>
  queryOptions({
    queryKey: billKeys.tags(),
    queryFn: ({ signal }) => apiFetch<BillTags>("/api/companies/tags", { signal }),
    staleTime: 10 * 60_000,
  });

export const billCompaniesOptions = (filter: CompanyListFilter) =>
  queryOptions({
    queryKey: billKeys.companies(filter),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(filter.page), limit: String(BILL_COMPANIES_PER_PAGE) });
      if (filter.search) params.set("search", filter.search);
      if (filter.tag) params.set("tag", filter.tag);
      if (filter.country) params.set("country", filter.country);
      return apiFetch<ServicePage>(`/api/companies/services?${params}`, { signal });
    },
    staleTime: 5 * 60_000,
  });

/** GET /api/bills/payments/duplicates: earlier payments the review warns about. */
export type DuplicatesAnswer = { duplicates: Duplicate<DuplicatePayment & { nickname: string | null }>[] };

/**
 * Asked like the debts, with a mutation: never cached (the answer changes with every payment),
 * and no query observer in the checkout's bundle for one read.
 */
export const fetchBillDuplicates = (debtId: string, amount: number) =>
  apiFetch<DuplicatesAnswer>(`/api/bills/payments/duplicates?${new URLSearchParams({ debtId, amount: String(amount) })}`);
