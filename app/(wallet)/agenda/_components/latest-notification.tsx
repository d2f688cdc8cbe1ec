"use client";

import { useTranslations } from "use-intl";
import { DateText, Money } from "@/components/ui/money";
import { companyCurrency } from "@/lib/rules/currency";
import type { NotificationView } from "@/lib/saved-accounts/views";

/** The newest notice of a saved bill, in one line: what it is, how much, until when. */
export function LatestNotification({ notification: n }: { notification: NotificationView }) {
  const t = useTranslations("notifications");
  const currency = companyCurrency(n.companyCode);
  const amount = n.amount ?? n.lastPaidAmount;
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800">
      <p className="font-medium">
        {t("latest")}: {t.has(`type.${n.type}`) ? t(`type.${n.type}`) : n.type}
      </p>
      <p className="text-slate-700 dark:text-slate-200">
        {amount !== null && currency ? <Money amount={amount} currency={currency} className="font-semibold" /> : null}
        {n.expirationDate ? (
          <>
            {" · "}
            {t("dueDate")} <DateText value={n.expirationDate} />
            {n.expirationDateWasEstimated ? ` (${t("estimated")})` : null}
          </>
        ) : null}
      </p>
    </div>
  );
}
