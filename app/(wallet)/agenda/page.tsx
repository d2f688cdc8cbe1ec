import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { buttonClass } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { sessionUser } from "@/lib/accounts/current";
import { getTranslations } from "@/lib/platform/i18n/server";
import { listAdhesions } from "@/lib/saved-accounts/adhesions";
import { BlockError } from "../_components/block-error";
import { loadBlock } from "../_components/load-block";
import { AdhesionCard } from "./_components/adhesion-card";
import { AgendaList } from "./_components/agenda-list";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("agenda");
  return { title: t("title") };
}

// The cards are drawn on the server; a change (rename, pause, resume, delete) is sent from the
// card's actions and the page is rendered again.
export default async function AgendaPage() {
  const user = await sessionUser();
  if (!user) redirect("/sign-in");
  const t = await getTranslations("agenda");
  const common = await getTranslations("common");
  const adhesions = await loadBlock("agenda: saved accounts", () => listAdhesions(user, { all: true, notifications: true }));
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <Link href="/agenda/new" className={buttonClass("primary")}>
            {t("add")}
          </Link>
        }
      />
      {adhesions === null ? (
        <BlockError message={common("states.error")} />
      ) : (
        <AgendaList cards={adhesions.map((a) => ({ id: a.agendaId, adhered: a.isAdhered, card: <AdhesionCard adhesion={a} /> }))} />
      )}
    </>
  );
}
