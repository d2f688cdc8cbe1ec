"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { SelectField } from "@/components/ui/field";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { operationsQuery, type OperationsFilter } from "@/lib/client/queries/operator";
import { OperationRow } from "./operation-row";
import { LoadMore, Section, TableScroller, th } from "./section";

const STATUSES = ["waiting", "pending", "processing", "unknown", "confirmed", "failed"] as const;

/** Every user's operations, newest first, with who owns each and where reconciliation stands. */
export function OperationsSection() {
  const t = useTranslations("operator.operations");
  const tc = useTranslations("common");
  const [filter, setFilter] = useState<OperationsFilter>({ status: "", flagged: false });
  const query = useInfiniteQuery(operationsQuery(filter));
  const rows = query.data?.pages.flatMap((p) => p.operations) ?? [];

  return (
    <Section id="operations" title={t("title")} description={t("description")}>
      <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
        <SelectField label={t("filter.status")} value={filter.status} onChange={(e) => setFilter({ ...filter, status: e.target.value })}>
          <option value="">{t("filter.all")}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {s === "waiting" ? t("filter.waiting") : tc(`status.${s}`)}
            </option>
          ))}
        </SelectField>
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-5" checked={filter.flagged} onChange={(e) => setFilter({ ...filter, flagged: e.target.checked })} />
          {t("filter.flagged")}
        </label>
      </div>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t("empty")} />
      ) : (
        <>
          <TableScroller label={t("title")}>
            <table className="w-full min-w-[64rem] text-sm" data-testid="operations">
              <caption className="sr-only">{t("caption")}</caption>
              <thead className="bg-slate-50 dark:bg-slate-800">
                <tr>
                  <th scope="col" className={th}>{t("col.created")}</th>
                  <th scope="col" className={th}>{t("col.owner")}</th>
                  <th scope="col" className={th}>{t("col.what")}</th>
                  <th scope="col" className={`${th} text-right`}>{t("col.amount")}</th>
                  <th scope="col" className={th}>{t("col.status")}</th>
                  <th scope="col" className={th}>{t("col.flags")}</th>
                  <th scope="col" className={th}>{t("col.reconciliation")}</th>
                  <th scope="col" className={th}>{t("col.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((op) => (
                  <OperationRow key={op.id} op={op} />
                ))}
              </tbody>
            </table>
          </TableScroller>
          <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoad={() => void query.fetchNextPage()} />
        </>
      )}
    </Section>
  );
}
