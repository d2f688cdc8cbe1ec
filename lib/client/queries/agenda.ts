// Query keys and options of the agenda pages (saved bills and the companies to add one).
import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import type { ServicePage } from "@/lib/catalog/services";
import type { ServiceCompanyView } from "@/lib/catalog/views";
import { searchTerm } from "@/lib/rules/search";

export const agendaKeys = {
  all: ["agenda"] as const,
  adhesions: () => [...agendaKeys.all, "adhesions"] as const,
  companySearch: (search: string) => [...agendaKeys.all, "companies", { search }] as const,
  company: (code: string) => [...agendaKeys.all, "company", code] as const,
};

/** Bill companies whose name matches (the BFF wants at least 3 characters). */
export const companySearchQuery = (search: string) =>
  queryOptions({
    queryKey: agendaKeys.companySearch(search),
    queryFn: ({ signal }) =>
      apiFetch<ServicePage>(`/api/companies/services?limit=20&search=${encodeURIComponent(search)}`, { signal }),
    enabled: searchTerm(search) !== undefined,
    staleTime: 5 * 60_000,
  });

/** One company with its modalities and their fields. */
export const companyQuery = (code: string) =>
  queryOptions({
    queryKey: agendaKeys.company(code),
    queryFn: ({ signal }) =>
      apiFetch<{ company: ServiceCompanyView }>(`/api/companies/services/${encodeURIComponent(code)}`, { signal }),
    select: (data) => data.company,
    staleTime: 5 * 60_000,
  });

/** Whether the account a confirmed bill payment was for is saved, or could be. */
export const operationAccountQuery = (operationId: string) =>
  queryOptions({
    queryKey: [...agendaKeys.all, "operation", operationId] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ saved: { agendaId: string; nickname: string | null } | null; canSave: boolean }>(
        `/api/operations/${encodeURIComponent(operationId)}/account`,
        { signal },
      ),
  });
