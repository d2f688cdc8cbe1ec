import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import type { TopUpCompanyView } from "@/lib/catalog/views";
import { searchTerm } from "@/lib/rules/search";

type Identifier = { identifierName: string; identifierValue: string };
type TopUpOperation = { companyCode: string; identifiers: Identifier[] };

export const topUpKeys = {
  all: ["topups"] as const,
  carriers: (search: string, country?: string) => [...topUpKeys.all, "carriers", country ?? "", search] as const,
  recentNumbers: (companyCode: string) => [...topUpKeys.all, "recent-numbers", companyCode] as const,
};

/** A country's top-up carriers (the user's own without one); `search` is sent only from 3 characters (the BFF refuses less). */
export const carriersQuery = (search: string, country?: string) =>
  queryOptions({
    queryKey: topUpKeys.carriers(search, country),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams();
      const term = searchTerm(search);
      if (term) params.set("search", term);
      if (country) params.set("country", country);
      const query = params.size > 0 ? `?${params}` : "";
      return (await apiFetch<{ companies: TopUpCompanyView[] }>(`/api/companies/recharges${query}`, { signal })).companies;
    },
  });

/** The numbers of earlier top-ups with this carrier, newest first, each once. */
export function recentNumbersOf(operations: TopUpOperation[], companyCode: string, max = 5): string[] {
  const numbers = operations
    .filter((op) => op.companyCode === companyCode)
    .map((op) => op.identifiers[0]?.identifierValue)
    .filter((value): value is string => Boolean(value));
  return [...new Set(numbers)].slice(0, max);
}

export const recentNumbersQuery = (companyCode: string) =>
  queryOptions({
    queryKey: topUpKeys.recentNumbers(companyCode),
    queryFn: async ({ signal }) => {
      const { operations } = await apiFetch<{ operations: TopUpOperation[] }>("/api/operations?kind=topup&limit=100", { signal });
      return recentNumbersOf(operations, companyCode);
    },
    // A top-up made a minute ago must be offered on the next visit.
    staleTime: 0,
  });
