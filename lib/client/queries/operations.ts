// Operations as the pages read them: one operation (watched while in flight) and the history list.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
// The page reads the operation as its receipt shows it (with the holder and the account's nickname).
import type { OperationReceiptDetail as OperationDetail } from "@/lib/payments/read";
import type { OperationView } from "@/lib/payments/view";
import { WATCH_FIRST_MS, watchDelayMs } from "./watch";

export type { OperationDetail, OperationView };
export type OperationKind = OperationView["kind"];
export type OperationStatus = OperationView["status"];

export const OPERATION_KINDS = ["bill", "topup", "giftcard"] as const satisfies readonly OperationKind[];
export const OPERATION_STATUSES = ["pending", "processing", "unknown", "confirmed", "failed"] as const satisfies readonly OperationStatus[];

/** The states a user filters by: not final yet, paid, or failed (the inner states are the system's). */
export const STATUS_FILTERS = ["in-progress", "confirmed", "failed"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export type OperationFilters = { kind?: OperationKind; status?: StatusFilter };
type OperationPage = { operations: OperationView[]; nextCursor: string | null };

export const isFinalStatus = (status: OperationStatus | undefined) => status === "confirmed" || status === "failed";

export const operationKeys = {
  all: ["operations"] as const,
  detail: (id: string) => ["operations", "detail", id] as const,
  list: (filters: OperationFilters) => ["operations", "list", filters] as const,
  recent: (limit: number) => ["operations", "recent", limit] as const,
};

/**
 * One operation (the page gets it with its HTML, read on the server). Confirmed or failed, it never
 * changes again: never read again. In flight, it is fresh for the first wait of the watch (the
 * server's copy is not read again at once); operationWatch() sets when it is read after that.
 */
export const operationQuery = (id: string) =>
  queryOptions({
    queryKey: operationKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiFetch<{ operation: OperationDetail }>(`/api/operations/${encodeURIComponent(id)}`, { signal })).operation,
    staleTime: (query) => (isFinalStatus(query.state.data?.status) ? Infinity : WATCH_FIRST_MS),
  });

type Watched = { state: { data?: { status: OperationStatus }; dataUpdateCount: number; errorUpdateCount: number } };

/**
 * The operation page's watch over one operation, as a `refetchInterval`: no reads once it is
 * final; in flight, a read after each wait of watchDelayMs (1 s, growing to 15 s), counted from
 * when the watch (re)started: when the page opened, and on `restart()` (the page came back into view).
 */
export function operationWatch() {
  let start: number | null = null;
  return {
    interval(query: Watched): number | false {
      if (isFinalStatus(query.state.data?.status)) return false;
      const reads = query.state.dataUpdateCount + query.state.errorUpdateCount;
      start ??= reads;
      return watchDelayMs(reads - start);
    },
    restart() {
      start = null;
    },
  };
}

const listPath = (filters: OperationFilters, limit: number, cursor?: string) => {
  const params = new URLSearchParams({ limit: String(limit) });
  if (filters.kind) params.set("kind", filters.kind);
  if (filters.status) params.set("status", filters.status);
  if (cursor) params.set("cursor", cursor);
  return `/api/operations?${params}`;
};

/** The user's operations, newest first, a page of 20 at a time ("load more" follows the cursor). */
export const operationListQuery = (filters: OperationFilters) =>
  infiniteQueryOptions({
    queryKey: operationKeys.list(filters),
    queryFn: ({ pageParam, signal }) => apiFetch<OperationPage>(listPath(filters, 20, pageParam), { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });

/** The few latest operations, for the home page. */
export const recentOperationsQuery = (limit = 5) =>
  queryOptions({
    queryKey: operationKeys.recent(limit),
    queryFn: async ({ signal }) => (await apiFetch<OperationPage>(listPath({}, limit), { signal })).operations,
    staleTime: 0,
  });

/** Parses a URL's search parameter into a known kind or status; anything else means "all". */
export const kindOf = (value: unknown): OperationKind | undefined =>
  OPERATION_KINDS.find((kind) => kind === value);
export const statusOf = (value: unknown): OperationStatus | undefined =>
  OPERATION_STATUSES.find((status) => status === value);
/** A URL's status filter; the inner states of older links count as "in progress". */
export const statusFilterOf = (value: unknown): StatusFilter | undefined =>
  value === "pending" || value === "processing" || value === "unknown" ? "in-progress" : STATUS_FILTERS.find((status) => status === value);
