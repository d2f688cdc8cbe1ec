import { CircleCheck, CirclePause } from "lucide-react";
import Link from "next/link";
import { CompanyLogo } from "@/components/ui/company-logo";
import { Card } from "@/components/ui/card";
import { getTextFormat, getTranslations } from "@/lib/platform/i18n/server";
import type { AdhesionView as Adhesion } from "@/lib/saved-accounts/views";
import { autopaySettingsPath } from "@/lib/saved-accounts/autopay/paths";
import { AdhesionActions } from "./adhesion-actions";
import { LatestNotification } from "./latest-notification";

const TYPES = ["EXPIRATION", "NEW_BILL", "PAY_AGAIN"] as const;
const isKnownType = (type: string): type is (typeof TYPES)[number] => TYPES.some((known) => known === type);

/** One saved account: its name, company, identifier, state and latest notice, with its actions. */
export async function AdhesionCard({ adhesion }: { adhesion: Adhesion }) {
  const t = await getTranslations("agenda");
  const text = await getTextFormat();
  const company = adhesion.companyName ?? adhesion.companyCode;
  const name = adhesion.alias ?? company;
  const latest = adhesion.notifications[0];
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
        {/* Active or paused, in words and an icon: never by colour alone. */}
        <span
          data-state={adhesion.isAdhered ? "active" : "paused"}
          className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ${
            adhesion.isAdhered ? "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50" : "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100"
          }`}
        >
          {adhesion.isAdhered ? <CircleCheck aria-hidden className="size-4" /> : <CirclePause aria-hidden className="size-4" />}
          {t(adhesion.isAdhered ? "state.active" : "state.paused")}
        </span>
      </div>

      {latest ? <LatestNotification notification={latest} /> : <p className="text-sm text-slate-600 dark:text-slate-300">{t("noNotification")}</p>}
      {/* The account's autopay in one line; it is set up on its own server-rendered page. */}
      <Link href={autopaySettingsPath(adhesion.agendaId)} className="text-sm font-semibold underline" data-testid="autopay-line">
        {adhesion.autopay?.enabled ? `${t("autopay.on")} ${text.money(adhesion.autopay.cap, adhesion.autopay.currency)}` : t("autopay.off")}
        <span className="sr-only"> ({name})</span>
      </Link>

      <AdhesionActions agendaId={adhesion.agendaId} name={name} alias={adhesion.alias} adhered={adhesion.isAdhered} payHref={adhesion.payHref} />
    </Card>
  );
}
