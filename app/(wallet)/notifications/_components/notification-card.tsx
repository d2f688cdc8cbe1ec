"use client";

import { Bell, CalendarClock, FilePlus, Repeat, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "use-intl";
import { CompanyLogo } from "@/components/ui/company-logo";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DateText, Money } from "@/components/ui/money";
import { TermRow as Row } from "@/components/ui/term-row";
import { companyCurrency } from "@/lib/rules/currency";
import type { NotificationView } from "@/lib/saved-accounts/views";
import { NewBadge } from "./new-badge";

// Decorative: the word next to each says the same.
const ICONS: Record<string, LucideIcon> = { NEW_BILL: FilePlus, EXPIRATION: CalendarClock, PAY_AGAIN: Repeat };

type Props = {
  notification: NotificationView;
  payHref: string;
  /** Which saved account: its nickname and its number masked, so two accounts of one company differ. */
  account: { nickname: string | null; masked: string };
  /** The user's payment of this bill in Saldo: its receipt instead of "pay now". */
  paidId: string | null;
  /** Saldo's own reminder of this bill, not seen before this visit. */
  unseen: boolean;
};

/** One bill: what kind, whose account, how much and until when, how Saldo sent it (if it did), and "pay now" or its receipt. */
export function NotificationCard({ notification: n, payHref, account, paidId, unseen }: Props) {
  const t = useTranslations("notifications");
  const company = n.companyName ?? n.companyCode;
  const name = account.nickname ? `${company} · ${account.nickname}` : company;
  const currency = companyCurrency(n.companyCode);
  const type = t.has(`type.${n.type}`) ? t(`type.${n.type}`) : n.type;
  const Icon = ICONS[n.type] ?? Bell;

  return (
    <Card className="flex h-full flex-col gap-3" data-testid="notification">
      <div className="flex items-center gap-3">
        <CompanyLogo name={company} src={n.companyLogo} size="sm" />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">
            <Icon aria-hidden className="mr-1.5 inline size-5 align-[-0.2em]" />
            {paidId ? t("paid") : type}
            <NewBadge label={t("reminders.new")} unseen={unseen} />
          </h2>
          <p className="text-sm break-words text-slate-600 dark:text-slate-300">{name}</p>
          <p className="font-mono text-sm text-slate-600 dark:text-slate-300">{account.masked}</p>
        </div>
      </div>
      <dl className="space-y-1 text-sm">
        {n.amount !== null && currency ? (
          <Row term={t("amount")}>
            <Money amount={n.amount} currency={currency} />
          </Row>
        ) : null}
        {n.expirationDate ? (
          <Row term={t("dueDate")}>
            <DateText value={n.expirationDate} />
            {n.expirationDateWasEstimated ? <span className="font-normal italic"> ({t("estimated")})</span> : null}
          </Row>
        ) : null}
        {n.lastPaidDate ? (
          <Row term={t("lastPaidDate")}>
            <DateText value={n.lastPaidDate} />
          </Row>
        ) : null}
        {n.lastPaidAmount !== null && currency ? (
          <Row term={t("lastPaidAmount")}>
            <Money amount={n.lastPaidAmount} currency={currency} />
          </Row>
        ) : null}
        {n.deliveredBy.length > 0 ? (
          <Row term={t("channels")}>{n.deliveredBy.map((c) => t(`channel.${c}`)).join(", ")}</Row>
        ) : null}
      </dl>
      {paidId ? (
        <Link href={`/operations/${encodeURIComponent(paidId)}`} className={buttonClass("secondary", "mt-auto")}>
          {t("receipt")}
          <span className="sr-only"> {name}</span>
        </Link>
      ) : (
        <Link href={payHref} className={buttonClass("primary", "mt-auto")}>
          {t("payNow")}
          <span className="sr-only"> {name}</span>
        </Link>
      )}
    </Card>
  );
}
