import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState } from "@/components/ui/states";
import { sessionUser } from "@/lib/accounts/current";
import { kindOf, statusFilterOf } from "@/lib/client/operation-filters";
import { getTranslations } from "@/lib/platform/i18n/server";
import { BlockError } from "../_components/block-error";
import { LiveRefresh } from "../_components/live-refresh";
import { loadBlock } from "../_components/load-block";
import { OperationRow } from "../_components/operation-row";
import { historyHref, pagesOf } from "./_components/history-address";
import { ReplaceButton } from "./_components/history-controls";
import { HistoryFilters } from "./_components/history-filters";
import { readHistory } from "./_components/read-history";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("history");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The user's operations, drawn on the server: the filters and how far the list goes live in the
 * address (history-address.ts); rows in flight change in place (LiveRefresh, as on home).
 */
export default async function HistoryPage({ searchParams }: Props) {
  const user = await sessionUser();
  if (!user) redirect("/sign-in");
  const search = await searchParams;
  const filters = { kind: kindOf(search.kind), status: statusFilterOf(search.status) };
  const pages = pagesOf(search.pages);
  const t = await getTranslations("history");
  const common = await getTranslations("common");
  const list = await loadBlock("history: operations", () => readHistory(user.id, filters, pages));
  const filtered = Boolean(filters.kind || filters.status);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {/* A new key when the address's filters change (back/forward too) sets the pickers to them. */}
      <HistoryFilters key={historyHref(filters)} filters={filters} />
      {list === null ? (
        <BlockError message={common("states.error")} />
      ) : list.operations.length === 0 ? (
        <EmptyState title={filtered ? t("emptyFiltered") : t("empty")}>
          {filtered ? (
            <ReplaceButton href={historyHref({})}>{t("filters.clear")}</ReplaceButton>
          ) : (
            <Link href="/pay" className={buttonClass("secondary")}>
              {t("startPaying")}
            </Link>
          )}
        </EmptyState>
      ) : (
        <Card className="p-2">
          <p aria-live="polite" className="sr-only">
            {t("count", { count: list.operations.length })}
          </p>
          <ul data-testid="history-list" className="divide-y divide-slate-200 dark:divide-slate-700">
            {list.operations.map((op) => (
              <OperationRow key={op.id} op={op} />
            ))}
          </ul>
          <LiveRefresh rows={list.operations.map(({ id, status, updatedAt }) => ({ id, status, updatedAt }))} />
          <div className="p-2 text-center">
            {list.more ? (
              <ReplaceButton href={historyHref(filters, pages + 1)}>{t("loadMore")}</ReplaceButton>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-300">{t("end")}</p>
            )}
          </div>
        </Card>
      )}
    </>
  );
}
