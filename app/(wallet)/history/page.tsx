import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { getTranslations } from "@/lib/platform/i18n/server";
import { kindOf, statusFilterOf } from "@/lib/client/queries/operations";
import { HistoryList } from "./_components/history-list";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("history");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The filters live in the URL (?kind=&status=) so a filtered list can be shared, reloaded or gone back to.
export default async function HistoryPage({ searchParams }: Props) {
  const search = await searchParams;
  const kind = kindOf(search.kind);
  const status = statusFilterOf(search.status);
  const t = await getTranslations("history");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {/* A new key when the URL's filters change (back/forward too) starts the list over. */}
      <HistoryList key={`${kind ?? ""}|${status ?? ""}`} kind={kind} status={status} />
    </>
  );
}
