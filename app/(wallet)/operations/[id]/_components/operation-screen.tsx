import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { StatusBadge } from "@/components/ui/status-badge";
import { isFinalStatus, type OperationDetail } from "@/lib/client/operation-filters";
import type { ComplaintView } from "@/lib/complaints/view";
import { getTextFormat, getTranslations } from "@/lib/platform/i18n/server";
import type { SaveOffer } from "@/lib/saved-accounts/from-operation";
import { ComplaintsPanel } from "./complaints-panel";
import { DetailList } from "./detail-rows";
import { FailedPanel } from "./failed-panel";
import { GiftCardPin } from "./on-demand";
import { InFlightNotice } from "./in-flight-notice";
import { OutcomeHeading } from "./outcome-heading";
import { reasonText } from "./reason-text";
import { Receipt } from "./receipt";
import { SaveAccount } from "./save-account";
import { SuccessHero } from "./success-hero";
import { Timeline } from "./timeline";

/** The status line of an operation in flight: unknown, the provider may still take it, so the one thing to say is not to pay again yet. */
async function InFlight({ op }: { op: OperationDetail }) {
  const t = await getTranslations("operation.live");
  const reason = await reasonText(op);
  const words = op.status === "unknown" ? { now: t("confirming"), slow: t("confirming") } : { now: t("watching"), slow: t("slow") };
  const unknownReason = op.status === "unknown" && op.statusReasonCode !== "CONFIRMING" && op.statusReason && reason ? t("unknownReason", { reason }) : null;
  return <InFlightNotice createdAt={op.createdAt} words={words} reason={unknownReason} />;
}

type Props = { op: OperationDetail; complaints: ComplaintView[] | null; offer: SaveOffer | null };

/**
 * One operation as it stands, drawn on the server; while it is in flight the page follows it
 * (LiveRefresh) and is drawn again at each change.
 */
export async function OperationScreen({ op, complaints, offer }: Props) {
  const t = await getTranslations("operation");
  const common = await getTranslations("common");
  const text = await getTextFormat();
  const confirmed = op.status === "confirmed";
  return (
    <div className="space-y-5">
      {confirmed ? (
        <SuccessHero op={op} />
      ) : (
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <OutcomeHeading className="text-2xl font-bold tracking-tight">{t(`outcome.${op.status}`, { kind: op.kind })}</OutcomeHeading>
            <p className="mt-1 text-lg font-semibold">
              {op.companyName} <span className="text-base font-normal text-slate-600 dark:text-slate-300">· {common(`kind.${op.kind}`)}</span>
            </p>
            <span className="mt-1 block text-3xl font-extrabold">{text.money(op.amount, op.currency)}</span>
          </div>
          {/* Read out whenever the status changes: the page updates without a reload. */}
          <div aria-live="polite" aria-atomic="true">
            <span className="sr-only">{t("details.status")}: </span>
            <StatusBadge status={op.status} />
          </div>
        </header>
      )}
      {isFinalStatus(op.status) ? null : <InFlight op={op} />}
      {op.status === "failed" ? <FailedPanel op={op} /> : null}
      {confirmed && op.kind === "giftcard" && op.pin ? <GiftCardPin operationId={op.id} pin={op.pin} /> : null}
      {confirmed ? <SaveAccount op={op} offer={offer} /> : null}
      {confirmed ? (
        <Receipt op={op} />
      ) : (
        <Card role="region" aria-labelledby="details-title">
          <h2 id="details-title" className="mb-3 text-lg font-semibold">
            {t("details.title")}
          </h2>
          <DetailList op={op} />
        </Card>
      )}
      <Timeline events={op.events} />
      <ComplaintsPanel op={op} complaints={complaints} />
      <Link href="/history" className={buttonClass("ghost", "no-print")}>
        <ArrowLeft aria-hidden className="inline size-4" />
        {t("notFound.toHistory")}
      </Link>
    </div>
  );
}
