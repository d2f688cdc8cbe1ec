"use client";

import Link from "next/link";
import { createContext, useContext, useState, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { buttonClass } from "@/components/ui/button";
import { CardList, CardListItem } from "@/components/ui/card-list";
import { EmptyState } from "@/components/ui/states";
import { ViewToggle } from "./view-toggle";

const Announce = createContext<(message: string) => void>(() => undefined);

/** Says what a change of a saved account did, in the list's status line. */
export const useAnnounce = () => useContext(Announce);

export type AgendaCard = { id: string; adhered: boolean; card: ReactNode };

/** The saved accounts (each card drawn on the server), active only or all of them. */
export function AgendaList({ cards }: { cards: AgendaCard[] }) {
  const t = useTranslations("agenda");
  const [all, setAll] = useState(false);
  // What the last pause or resume did, said aloud: a paused account leaves the "active" list.
  const [announcement, setAnnouncement] = useState("");
  const shown = cards.filter((c) => all || c.adhered);

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
      {cards.length === 0 ? (
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
        <Announce.Provider value={setAnnouncement}>
          <CardList>
            {shown.map(({ id, card }) => (
              <CardListItem key={id}>{card}</CardListItem>
            ))}
          </CardList>
        </Announce.Provider>
      )}
    </section>
  );
}
