import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import type { DueRow } from "@/lib/saved-accounts/accounts";
import { getTextFormat, getTranslations } from "@/lib/platform/i18n/server";
import { companyCurrency } from "@/lib/rules/currency";

const TYPES = ["NEW_BILL", "EXPIRATION", "PAY_AGAIN"] as const;

export type DueItemRow = DueRow & { payHref: string };

/**
 * One saved account's bill: whose, how much, until when and in how many days; or already paid.
 * A Server Component: nothing here reacts in the browser (the page ships no "home" messages).
 */
export async function DueItem({ row }: { row: DueItemRow }) {
  const t = await getTranslations("home.due");
  const text = await getTextFormat();
  const { notification: n, account, daysLeft, paid } = row;
  const company = n.companyName ?? n.companyCode;
  const currency = companyCurrency(n.companyCode);
  const type = TYPES.find((known) => known === n.type) ?? "other";
  const name = account.nickname ? `${company} · ${account.nickname}` : company;
  return (
    <li data-testid="due-item" className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="text-sm text-slate-600 dark:text-slate-300">{paid ? t("paid") : t(`type.${type}`)}</p>
        <p className="font-semibold break-words">{name}</p>
        <p className="font-mono text-sm text-slate-600 dark:text-slate-300">{account.identifier}</p>
        <p className="text-sm">
          {n.amount !== null && currency ? (
            <span className="font-semibold">{text.money(n.amount, currency)}</span>
          ) : n.lastPaidAmount !== null && currency ? (
            t.rich("lastPaid", { amount: () => <span>{text.money(n.lastPaidAmount ?? 0, currency)}</span> })
          ) : (
            t("noAmount")
          )}
          {n.expirationDate && !paid ? (
            <span className="ml-2">
              {daysLeft !== null ? (
                <>
                  <strong data-testid="days-left">
                    {daysLeft >= 0 ? t("daysLeft", { days: daysLeft }) : t("overdue", { days: -daysLeft })}
                  </strong>
                  {" · "}
                </>
              ) : null}
              {t.rich("dueOn", { date: () => <time dateTime={n.expirationDate ?? ""}>{text.date(n.expirationDate ?? "")}</time> })}
              {n.expirationDateWasEstimated ? <em> {t("estimated")}</em> : null}
            </span>
          ) : null}
        </p>
      </div>
      {paid ? (
        <Link href={`/operations/${paid.id}`} className={buttonClass("secondary")}>
          {t("receipt")}
          <span className="sr-only"> {name}</span>
        </Link>
      ) : (
        <Link href={row.payHref} className={buttonClass("primary")}>
          {t("payNow")}
          <span className="sr-only"> {name}</span>
        </Link>
      )}
    </li>
  );
}
