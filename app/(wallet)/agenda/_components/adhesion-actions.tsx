"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import Link from "next/link";
import { useTranslations } from "use-intl";
import { Button, buttonClass } from "@/components/ui/button";
import { LoadingState } from "@/components/ui/states";
import { ActionError } from "./action-error";
import { useAnnounce } from "./agenda-list";
import { useAdhesionChange } from "./use-adhesion-change";

// The rename form and the delete confirmation load when the user opens them.
const RenameForm = lazy(() => import("./rename-form").then((m) => ({ default: m.RenameForm })));
const ConfirmDelete = lazy(() => import("./confirm-delete").then((m) => ({ default: m.ConfirmDelete })));

type Props = { agendaId: string; name: string; alias: string | null; adhered: boolean; payHref?: string };

/** A saved account's actions: pay, rename, pause or resume, delete (after a confirmation). */
export function AdhesionActions({ agendaId, name, alias, adhered, payHref }: Props) {
  const t = useTranslations("agenda");
  const announce = useAnnounce();
  const [renaming, setRenaming] = useState(false);
  // After renaming (or cancelling), focus goes back to the button that opened the form.
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);
  const toggle = useAdhesionChange(agendaId);
  const [confirming, setConfirming] = useState(false);

  const setAdhered = (isAdhered: boolean) => void toggle.send({ isAdhered }, () => announce(t(isAdhered ? "announce.resumed" : "announce.paused", { name })));

  return (
    <>
      {renaming ? (
        <Suspense fallback={<LoadingState />}>
          <RenameForm agendaId={agendaId} alias={alias} onDone={() => setRenaming(false)} />
        </Suspense>
      ) : confirming ? (
        <Suspense fallback={<LoadingState />}>
          <ConfirmDelete agendaId={agendaId} name={name} onCancel={() => setConfirming(false)} />
        </Suspense>
      ) : (
        <div className="mt-auto flex flex-wrap gap-2">
          {payHref ? (
            <Link href={payHref} className={buttonClass("primary")}>
              {t("pay")}
              <span className="sr-only"> {name}</span>
            </Link>
          ) : null}
          <button ref={renameButton} type="button" className={buttonClass("secondary")} onClick={() => setRenaming(true)}>
            {t("rename.action")}
            <span className="sr-only"> {name}</span>
          </button>
          <Button variant="secondary" busy={toggle.busy} onClick={() => setAdhered(!adhered)}>
            {t(adhered ? "pause" : "resume")}
            <span className="sr-only"> {name}</span>
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            {t("delete")}
            <span className="sr-only"> {name}</span>
          </Button>
        </div>
      )}
      {toggle.error ? <ActionError error={toggle.error} /> : null}
    </>
  );
}
