"use client";

import type { UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";

/** A titled part of the console. */
export function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-slate-600 dark:text-slate-300">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** The next page of a cursor-paged list, while there is one. */
export function LoadMore({ hasMore, loading, onLoad }: { hasMore: boolean; loading: boolean; onLoad: () => void }) {
  const t = useTranslations("operator");
  if (!hasMore) return <p className="text-sm text-slate-600 dark:text-slate-300">{t("end")}</p>;
  return (
    <Button variant="secondary" busy={loading} onClick={onLoad}>
      {t("loadMore")}
    </Button>
  );
}

/** A wide table that scrolls sideways on a phone; focusable so a keyboard can scroll it. */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
      {children}
    </div>
  );
}

export const th = "px-3 py-2 text-left font-semibold";
export const td = "px-3 py-2 align-top";

type PagedQuery = Pick<
  UseInfiniteQueryResult,
  "isPending" | "isError" | "error" | "refetch" | "hasNextPage" | "isFetchingNextPage" | "fetchNextPage"
>;

/**
 * A cursor-paged table of the console: loading, error (with retry) and empty states, the table with
 * its caption and column heads, and "load more" under it.
 */
export function PagedTable(props: {
  query: PagedQuery;
  rows: number;
  empty: string;
  label: string;
  caption: string;
  /** A literal Tailwind class, e.g. "min-w-[52rem]": how wide the table needs to be. */
  minWidth: string;
  testId: string;
  columns: { label: string; className?: string }[];
  children: ReactNode;
}) {
  const { query } = props;
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (props.rows === 0) return <EmptyState title={props.empty} />;
  return (
    <>
      <TableScroller label={props.label}>
        <table className={`w-full ${props.minWidth} text-sm`} data-testid={props.testId}>
          <caption className="sr-only">{props.caption}</caption>
          <thead className="bg-slate-50 dark:bg-slate-800">
            <tr>
              {props.columns.map((column) => (
                <th key={column.label} scope="col" className={column.className ? `${th} ${column.className}` : th}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{props.children}</tbody>
        </table>
      </TableScroller>
      <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoad={() => void query.fetchNextPage()} />
    </>
  );
}
