"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";
import { buttonClass } from "@/components/ui/button";
import { DateText, Money } from "@/components/ui/money";
import { companyCurrency } from "@/lib/rules/currency";
import type { AgendaNotification } from "@/lib/provider/types";

const TYPES = ["NEW_BILL", "EXPIRATION", "PAY_AGAIN"] as const;

/** One reminder: what, whose, how much, until when (marked when the date is an estimate). */
export function DueItem({ notification: n, payHref }: { notification: AgendaNotification; payHref: string }) {
  const t = useTranslations("home.due");
  const company = n.companyName ?? n.companyCode;
  const currency = companyCurrency(n.companyCode);
  const type = TYPES.find((known) => known === n.type) ?? "other";
  return (
    <li data-testid="due-item" className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="text-sm text-slate-600 dark:text-slate-300">{t(`type.${type}`)}</p>
        <p className="font-semibold">{company}</p>
        <p className="text-sm">
          {n.amount !== null && currency ? (
            <Money amount={n.amount} currency={currency} className="font-semibold" />
          ) : n.lastPaidAmount !== null && currency ? (
            t.rich("lastPaid", { amount: () => <Money amount={n.lastPaidAmount ?? 0} currency={currency} /> })
          ) : (
            t("noAmount")
          )}
          {n.expirationDate ? (
            <span className="ml-2">
              {t.rich("dueOn", { date: () => <DateText value={n.expirationDate ?? ""} /> })}
              {n.expirationDateWasEstimated ? <em> {t("estimated")}</em> : null}
            </span>
          ) : null}
        </p>
      </div>
      <Link href={payHref} className={buttonClass("primary")}>
        {t("payNow")}
        <span className="sr-only"> {company}</span>
      </Link>
    </li>
  );
}
