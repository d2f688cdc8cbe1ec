"use client";

import { ArrowLeft } from "lucide-react";
import { focusManager, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Money } from "@/components/ui/money";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { StatusBadge } from "@/components/ui/status-badge";
import { useReasonText } from "@/components/ui/use-reason-text";
import { ApiError } from "@/lib/client/api";
import { useLiveOperation } from "@/lib/client/live/use-live-operation";
import { isFinalStatus, operationQuery, operationWatch, type OperationDetail } from "@/lib/client/queries/operations";
import { ComplaintsPanel } from "./complaints-panel";
import { DetailList, useDetailRows } from "./detail-rows";
import { FailedPanel } from "./failed-panel";
import { GiftCardPin } from "./gift-card-pin";
import { OutcomeHeading, useOutcomeFocus } from "./outcome-heading";
import { Receipt } from "./receipt";
import { SaveAccount } from "./save-account";
import { SuccessHero } from "./success-hero";
import { Timeline } from "./timeline";
import { useSlowNotice } from "./use-slow-notice";

/** Another user's operation, or none: the same answer as the API's 404. */
function OperationNotFound() {
  const t = useTranslations("operation.notFound");
  return (
    <Card className="text-center">
      <h1 className="text-xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t("description")}</p>
      <Link href="/history" className={buttonClass("primary", "mt-4")}>
        {t("toHistory")}
      </Link>
    </Card>
  );
}

function InFlightNotice({ op }: { op: OperationDetail }) {
  const t = useTranslations("operation.live");
  const slow = useSlowNotice(op.createdAt, true);
  const reason = useReasonText()(op.statusReasonCode, op.status, op.currency);
  return (
    <div className="no-print rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <p role="status" className="flex items-start gap-3 font-medium">
        <span aria-hidden className="mt-1 size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent" />
        {/* Unknown: the provider may still take it, so the one thing to say is not to pay again yet. */}
        {op.status === "unknown" ? t("confirming") : slow ? t("slow") : t("watching")}
      </p>
      {op.status === "unknown" && op.statusReasonCode !== "CONFIRMING" && op.statusReason && reason ? <p className="mt-2 text-sm">{t("unknownReason", { reason })}</p> : null}
    </div>
  );
}

function OperationBody({ op }: { op: OperationDetail }) {
  const t = useTranslations("operation");
  const common = useTranslations("common");
  const rows = useDetailRows(op);
  const final = isFinalStatus(op.status);
  useOutcomeFocus(op.status);
  return (
    <div className="space-y-5">
      {op.status === "confirmed" ? <SuccessHero op={op} /> : (
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <OutcomeHeading className="text-2xl font-bold tracking-tight">{t(`outcome.${op.status}`, { kind: op.kind })}</OutcomeHeading>
          <p className="mt-1 text-lg font-semibold">
            {op.companyName} <span className="text-base font-normal text-slate-600 dark:text-slate-300">· {common(`kind.${op.kind}`)}</span>
          </p>
          <Money amount={op.amount} currency={op.currency} className="mt-1 block text-3xl font-extrabold" />
        </div>
        {/* Read out whenever the status changes: the page updates without a reload. */}
        <div aria-live="polite" aria-atomic="true">
          <span className="sr-only">{t("details.status")}: </span>
          <StatusBadge status={op.status} />
        </div>
      </header>
      )}
      {final ? null : <InFlightNotice op={op} />}
      {op.status === "failed" ? <FailedPanel op={op} /> : null}
      {op.status === "confirmed" && op.kind === "giftcard" && op.pin ? <GiftCardPin operationId={op.id} pin={op.pin} /> : null}
      {op.status === "confirmed" ? <SaveAccount op={op} /> : null}
      {op.status === "confirmed" ? (
        <Receipt op={op} />
      ) : (
        <Card role="region" aria-labelledby="details-title">
          <h2 id="details-title" className="mb-3 text-lg font-semibold">
            {t("details.title")}
          </h2>
          <DetailList rows={rows} />
        </Card>
      )}
      <Timeline events={op.events} />
      <ComplaintsPanel op={op} />
      <Link href="/history" className={buttonClass("ghost", "no-print")}>
        <ArrowLeft aria-hidden className="inline size-4" />
        {t("notFound.toHistory")}
      </Link>
    </div>
  );
}

/**
 * One operation, served with the page (app/(wallet)/operations/[id]/page.tsx) and followed live
 * until it is final: pushed by the server (Server-Sent Events); while the stream is broken, read
 * again on a back-off, from the start whenever the page comes back into view.
 */
export function OperationScreen({ id }: { id: string }) {
  const t = useTranslations("operation");
  const [watch] = useState(operationWatch);
  useEffect(
    () =>
      focusManager.subscribe((focused) => {
        if (focused) watch.restart();
      }),
    [watch],
  );
  const streaming = useLiveOperation(id);
  const query = useQuery({ ...operationQuery(id), refetchInterval: streaming ? false : watch.interval });
  if (query.data) return <OperationBody op={query.data} />;
  if (query.error instanceof ApiError && query.error.status === 404) return <OperationNotFound />;
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold tracking-tight">{t("title")}</h1>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()}>
          <Link href="/history" className={buttonClass("secondary")}>
            {t("notFound.toHistory")}
          </Link>
        </ErrorState>
      ) : (
        <LoadingState label={t("loading")} />
      )}
    </>
  );
}
