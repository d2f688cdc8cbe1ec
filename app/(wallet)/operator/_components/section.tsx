"use client";

import type { UseInfiniteQueryResult, UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { th } from "./cells";

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
function LoadMore({ hasMore, loading, onLoad }: { hasMore: boolean; loading: boolean; onLoad: () => void }) {
  const t = useTranslations("operator");
  if (!hasMore) return <p className="text-sm text-slate-600 dark:text-slate-300">{t("end")}</p>;
  return (
    <Button variant="secondary" busy={loading} onClick={onLoad}>
      {t("loadMore")}
    </Button>
  );
}

/**
 * A wide table that scrolls sideways on a phone; focusable so a keyboard can scroll it. Positioned,
 * so what is positioned inside it (screen-reader text) scrolls with it instead of widening the page.
 */
function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
      {children}
    </div>
  );
}


type TableShape = {
  /** A literal Tailwind class, e.g. "min-w-[52rem]": how wide the table needs to be. */
  minWidth: string;
  testId?: string;
  children: ReactNode;
};

/** A table of the console, with its caption and column heads, that scrolls sideways on a phone. */
export function Table({ label, caption, heads, minWidth, testId, children }: TableShape & { label: string; caption: string; heads: { label: string; right?: boolean }[] }) {
  return (
    <TableScroller label={label}>
      <table className={`w-full ${minWidth} text-sm`} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {heads.map((head) => (
              <th key={head.label} scope="col" className={head.right ? `${th} text-right` : th}>
                {head.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroller>
  );
}

type TableProps = TableShape & {
  /** The section's translator: the table's words are its `title` (the label), `caption`, `empty` and `col.<column>`. */
  words: (key: string) => string;
  columns: readonly string[];
  /** Columns aligned right (amounts). */
  numeric?: readonly string[];
};

/** A console section's table, in the section's words. */
export function DataTable({ words: t, columns, numeric = [], ...shape }: TableProps) {
  const heads = columns.map((column) => ({ label: t(`col.${column}`), right: numeric.includes(column) }));
  return <Table label={t("title")} caption={t("caption")} heads={heads} {...shape} />;
}

type LoadedQuery = Pick<UseQueryResult, "isPending" | "isError" | "error" | "refetch">;

/** A console table of a query: loading, error (with retry) and empty states, then the table and what follows it. */
export function QueryTable({ query, rows, after, ...table }: TableProps & { query: LoadedQuery; rows: number; after?: ReactNode }) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (rows === 0) return <EmptyState title={table.words("empty")} />;
  return (
    <>
      <DataTable {...table} />
      {after}
    </>
  );
}

type PagedQuery = LoadedQuery & Pick<UseInfiniteQueryResult, "hasNextPage" | "isFetchingNextPage" | "fetchNextPage">;

/** A cursor-paged console table: a query's table with "load more" under it. */
export function PagedTable({ query, ...props }: TableProps & { query: PagedQuery; rows: number }) {
  const more = <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoad={() => void query.fetchNextPage()} />;
  return <QueryTable query={query} after={more} {...props} />;
}
