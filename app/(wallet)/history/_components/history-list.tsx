"use client";

import { useInfiniteQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useLiveRows } from "@/lib/client/live/use-live-rows";
import { operationKeys, operationListQuery, type OperationFilters, type OperationView } from "@/lib/client/queries/operations";
import { OperationRow } from "../../_components/operation-row";
import { HistoryFilters } from "./history-filters";

const hrefOf = ({ kind, status }: OperationFilters) => {
  const params = new URLSearchParams();
  if (kind) params.set("kind", kind);
  if (status) params.set("status", status);
  const query = params.toString();
  return query ? `/history?${query}` : "/history";
};

export function HistoryList(initial: OperationFilters) {
  const t = useTranslations("history");
  const router = useRouter();
  // Shown at once; the URL follows so the choice survives a reload and the back button.
  const [filters, setFilters] = useState<OperationFilters>({ kind: initial.kind, status: initial.status });
  const query = useInfiniteQuery(operationListQuery(filters));
  const filtered = Boolean(filters.kind || filters.status);

  const change = (next: OperationFilters) => {
    setFilters(next);
    router.replace(hrefOf(next), { scroll: false });
  };

  const operations = query.data?.pages.flatMap((page) => page.operations) ?? [];
  // A row in flight changes in place, keeping what the list added to it (the account's nickname).
  const queryClient = useQueryClient();
  useLiveRows(operations, (changed) =>
    queryClient.setQueryData<InfiniteData<{ operations: OperationView[]; nextCursor: string | null }>>(operationKeys.list(filters), (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, operations: page.operations.map((op) => (op.id === changed.id ? { ...op, ...changed } : op)) })),
      },
    ),
  );
  return (
    <>
      <HistoryFilters filters={filters} onChange={change} />
      {query.isPending ? (
        <LoadingState label={t("loading")} />
      ) : query.isError && !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : operations.length === 0 ? (
        <EmptyState title={filtered ? t("emptyFiltered") : t("empty")}>
          {filtered ? (
            <Button variant="secondary" onClick={() => change({})}>
              {t("filters.clear")}
            </Button>
          ) : (
            <Link href="/pay" className={buttonClass("secondary")}>
              {t("startPaying")}
            </Link>
          )}
        </EmptyState>
      ) : (
        <Card className="p-2">
          <p aria-live="polite" className="sr-only">
            {t("count", { count: operations.length })}
          </p>
          <ul data-testid="history-list" className="divide-y divide-slate-200 dark:divide-slate-700">
            {operations.map((op) => (
              <OperationRow key={op.id} op={op} />
            ))}
          </ul>
          <div className="p-2 text-center">
            {query.isFetchNextPageError ? (
              <div className="mb-2 text-left">
                <ErrorState error={query.error} />
              </div>
            ) : null}
            {query.hasNextPage ? (
              <Button variant="secondary" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {t("loadMore")}
              </Button>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-300">{t("end")}</p>
            )}
          </div>
        </Card>
      )}
    </>
  );
}
