"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { SelectField } from "@/components/ui/field";
import { DateText, Money } from "@/components/ui/money";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { StatusBadge } from "@/components/ui/status-badge";
import { operationsQuery, type OperationsFilter } from "@/lib/queries/operator";
import { LoadMore, Section, TableScroller, td, th } from "./section";

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
            <table className="w-full min-w-[56rem] text-sm" data-testid="operations">
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
                </tr>
              </thead>
              <tbody>
                {rows.map((op) => (
                  <tr key={op.id} className="border-t border-slate-200 dark:border-slate-700">
                    <td className={td}>
                      <DateText value={op.createdAt} withTime />
                    </td>
                    <td className={`${td} break-all`}>{op.owner.email}</td>
                    <th scope="row" className={`${td} text-left font-normal`}>
                      <span className="block font-medium">{op.companyName}</span>
                      <span className="text-slate-600 dark:text-slate-300">{tc(`kind.${op.kind}`)}</span>
                    </th>
                    <td className={`${td} text-right`}>
                      <Money amount={op.amount} currency={op.currency} />
                    </td>
                    <td className={td}>
                      <StatusBadge status={op.status} />
                      {op.statusReason ? <span className="mt-1 block text-xs text-slate-600 dark:text-slate-300">{op.statusReason}</span> : null}
                    </td>
                    <td className={td}>
                      {op.flagged ? (
                        <span className="font-semibold text-red-800 dark:text-red-300">
                          <span aria-hidden>⚑ </span>
                          {t("flagged")}
                          {op.flagReason ? `: ${op.flagReason}` : null}
                        </span>
                      ) : (
                        t("notFlagged")
                      )}
                    </td>
                    <td className={td}>
                      {t("attempts", { count: op.checkAttempts })}
                      {op.nextCheckAt ? (
                        <span className="block text-xs text-slate-600 dark:text-slate-300">
                          {t("nextCheck")} <DateText value={op.nextCheckAt} withTime />
                        </span>
                      ) : null}
                    </td>
                  </tr>
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
