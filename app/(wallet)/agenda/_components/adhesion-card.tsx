"use client";

import { CircleCheck, CirclePause } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { CompanyLogo } from "@/components/ui/company-logo";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import Link from "next/link";
import type { AdhesionView as Adhesion } from "@/lib/saved-accounts/views";
import { autopaySettingsPath } from "@/lib/saved-accounts/autopay/paths";
import { Money } from "@/components/ui/money";
import { LatestNotification } from "./latest-notification";
import { RenameForm } from "./rename-form";
import { useDeleteAdhesion, useUpdateAdhesion } from "./use-update-adhesion";
import { ActionError } from "./action-error";

const TYPES = ["EXPIRATION", "NEW_BILL", "PAY_AGAIN"] as const;
const isKnownType = (type: string): type is (typeof TYPES)[number] => TYPES.some((known) => known === type);

/** One saved bill: its name, company, identifier, state and latest notice, with its actions. */
export function AdhesionCard({ adhesion, onAnnounce }: { adhesion: Adhesion; onAnnounce: (message: string) => void }) {
  const t = useTranslations("agenda");
  const [renaming, setRenaming] = useState(false);
  // After renaming (or cancelling), focus goes back to the button that opened the form.
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);
  const toggle = useUpdateAdhesion(adhesion.agendaId);
  const remove = useDeleteAdhesion(adhesion.agendaId);
  const [confirming, setConfirming] = useState(false);
  const company = adhesion.companyName ?? adhesion.companyCode;
  const name = adhesion.alias ?? company;
  const latest = adhesion.notifications[0];

  const setAdhered = (isAdhered: boolean) =>
    toggle.mutate(
      { isAdhered },
      { onSuccess: () => onAnnounce(t(isAdhered ? "announce.resumed" : "announce.paused", { name })) },
    );

  return (
    <Card className="flex h-full flex-col gap-3" data-testid="adhesion">
      <div className="flex items-start gap-3">
        <CompanyLogo name={company} src={adhesion.companyLogo} size="sm" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg font-semibold">{name}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">{company}</p>
          {adhesion.serviceIdentifier ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {t("identifier")}: <span className="font-mono">{adhesion.serviceIdentifier}</span>
            </p>
          ) : null}
          {/* What the provider reminds of for this account (its adhesion's type). */}
          {adhesion.type ? (
            <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="adhesion-type" data-type={adhesion.type}>
              {t("type.label")}: {t(isKnownType(adhesion.type) ? `type.${adhesion.type}` : "type.other")}
            </p>
          ) : null}
        </div>
        <StateTag adhered={adhesion.isAdhered} />
      </div>

      {latest ? <LatestNotification notification={latest} /> : <p className="text-sm text-slate-600 dark:text-slate-300">{t("noNotification")}</p>}
      {/* The account's autopay in one line; it is set up on its own server-rendered page. */}
      <Link href={autopaySettingsPath(adhesion.agendaId)} className="text-sm font-semibold underline" data-testid="autopay-line">
        {adhesion.autopay?.enabled ? <>{t("autopay.on")} <Money amount={adhesion.autopay.cap} currency={adhesion.autopay.currency} /></> : t("autopay.off")}
        <span className="sr-only"> ({name})</span>
      </Link>

      {renaming ? (
        <RenameForm adhesion={adhesion} onDone={() => setRenaming(false)} />
      ) : confirming ? (
        <div role="group" aria-label={t("delete")} className="mt-auto space-y-2 rounded-lg border border-red-300 p-3 dark:border-red-700">
          <p className="text-sm font-medium">{t("confirmDelete.question", { name })}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              busy={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: () => onAnnounce(t("announce.deleted", { name })) })}
            >
              {t("confirmDelete.confirm")}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t("confirmDelete.cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-auto flex flex-wrap gap-2">
          {adhesion.payHref ? (
            <Link href={adhesion.payHref} className={buttonClass("primary")}>
              {t("pay")}
              <span className="sr-only"> {name}</span>
            </Link>
          ) : null}
          <button ref={renameButton} type="button" className={buttonClass("secondary")} onClick={() => setRenaming(true)}>
            {t("rename.action")}
            <span className="sr-only"> {name}</span>
          </button>
          <Button variant="secondary" busy={toggle.isPending} onClick={() => setAdhered(!adhesion.isAdhered)}>
            {t(adhesion.isAdhered ? "pause" : "resume")}
            <span className="sr-only"> {name}</span>
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            {t("delete")}
            <span className="sr-only"> {name}</span>
          </Button>
        </div>
      )}
      {toggle.isError ? <ActionError error={toggle.error} /> : null}
      {remove.isError ? <ActionError error={remove.error} /> : null}
    </Card>
  );
}

/** Active or paused, in words and an icon: never by colour alone. */
function StateTag({ adhered }: { adhered: boolean }) {
  const t = useTranslations("agenda.state");
  return (
    <span
      data-state={adhered ? "active" : "paused"}
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ${
        adhered ? "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50" : "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100"
      }`}
    >
      {adhered ? <CircleCheck aria-hidden className="size-4" /> : <CirclePause aria-hidden className="size-4" />}
      {t(adhered ? "active" : "paused")}
    </span>
  );
}
