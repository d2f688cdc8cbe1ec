"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { buttonClass } from "@/components/ui/button";
import { CardList, CardListItem } from "@/components/ui/card-list";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { adhesionsQuery } from "@/lib/client/queries/agenda";
import { AdhesionCard } from "./adhesion-card";
import { ViewToggle } from "./view-toggle";

/** The saved bills, active only or all of them, each editable in place. */
export function AdhesionList() {
  const t = useTranslations("agenda");
  const [all, setAll] = useState(false);
  // What the last pause or resume did, said aloud: a paused bill leaves the "active" list.
  const [announcement, setAnnouncement] = useState("");
  const query = useQuery(adhesionsQuery());
  const shown = query.data?.filter((a) => all || a.isAdhered) ?? [];

  const addLink = (
    <Link href="/agenda/new" className={buttonClass("primary")}>
      {t("add")}
    </Link>
  );

  return (
    <section aria-label={t("listLabel")} className="space-y-4">
      <ViewToggle all={all} onChange={setAll} />
      <p role="status" className="min-h-5 text-sm text-slate-700 dark:text-slate-200">
        {announcement}
      </p>
      {query.isPending ? (
        <LoadingState label={t("loading")} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title={t("empty.none")}>{addLink}</EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState title={t("empty.noActive")}>
          <div className="flex flex-wrap justify-center gap-2">
            <button type="button" className={buttonClass("secondary")} onClick={() => setAll(true)}>
              {t("empty.showAll")}
            </button>
            {addLink}
          </div>
        </EmptyState>
      ) : (
        <CardList>
          {shown.map((adhesion) => (
            <CardListItem key={adhesion.agendaId}>
              <AdhesionCard adhesion={adhesion} onAnnounce={setAnnouncement} />
            </CardListItem>
          ))}
        </CardList>
      )}
    </section>
  );
}
