// The history's address: its filters (?kind=&status=) and how many pages of rows are shown
// (?pages=), so a filtered or longer list can be shared, reloaded or gone back to.
import type { OperationFilters } from "@/lib/client/operation-filters";

/** Pages of 20 rows a list may show at once ("load more" adds one). */
export const MAX_PAGES = 25;

export const pagesOf = (value: unknown): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGES) : 1;
};

export function historyHref({ kind, status }: OperationFilters, pages = 1): string {
  const params = new URLSearchParams();
  if (kind) params.set("kind", kind);
  if (status) params.set("status", status);
  if (pages > 1) params.set("pages", String(pages));
  const query = params.toString();
  return query ? `/history?${query}` : "/history";
}
