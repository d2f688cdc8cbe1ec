import type { NotificationView } from "@/lib/saved-accounts/views";
import { getTextFormat, getTranslations } from "@/lib/platform/i18n/server";
import { companyCurrency } from "@/lib/rules/currency";

const TYPES = ["NEW_BILL", "EXPIRATION", "PAY_AGAIN"] as const;

/** The newest notice of a saved account, in one line: what it is, how much, until when. */
export async function LatestNotification({ notification: n }: { notification: NotificationView }) {
  const t = await getTranslations("notifications");
  const text = await getTextFormat();
  const currency = companyCurrency(n.companyCode);
  const amount = n.amount ?? n.lastPaidAmount;
  const type = TYPES.find((known) => known === n.type);
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800">
      <p className="font-medium">
        {t("latest")}: {type ? t(`type.${type}`) : n.type}
      </p>
      <p className="text-slate-700 dark:text-slate-200">
        {amount !== null && currency ? <span className="font-semibold">{text.money(amount, currency)}</span> : null}
        {n.expirationDate ? (
          <>
            {" · "}
            {t("dueDate")} <time dateTime={n.expirationDate}>{text.date(n.expirationDate)}</time>
            {n.expirationDateWasEstimated ? ` (${t("estimated")})` : null}
          </>
        ) : null}
      </p>
    </div>
  );
}
