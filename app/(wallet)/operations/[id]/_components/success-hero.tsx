import { buttonClass } from "@/components/ui/button";
import { StatusBadge } from "@/components/ui/status-badge";
import type { OperationDetail } from "@/lib/client/operation-filters";
import { getTextFormat, getTranslations } from "@/lib/platform/i18n/server";
import { OutcomeHeading } from "./outcome-heading";

/**
 * The moment a payment is confirmed: a ✓ and the page's heading saying so in words (what a screen
 * reader reads first), the amount, the company and the saved account's nickname, then the way to
 * the receipt just below.
 */
export async function SuccessHero({ op }: { op: OperationDetail }) {
  const t = await getTranslations("operation");
  const text = await getTextFormat();
  const account = op.identifiers[0];
  return (
    <header
      data-testid="success"
      className="no-print rounded-2xl border border-green-300 bg-green-50 p-5 text-center text-green-950 sm:p-8 dark:border-green-800 dark:bg-green-950 dark:text-green-50"
    >
      <span
        aria-hidden
        className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-700 text-4xl leading-none font-bold text-white dark:bg-green-600"
      >
        ✓
      </span>
      {/* Read out when the page turns from "in process" to this: the status changes without a reload. */}
      <div aria-live="polite" aria-atomic="true" className="mt-3">
        <OutcomeHeading className="text-2xl font-bold tracking-tight">{t("outcome.confirmed", { kind: op.kind })}</OutcomeHeading>
        <span className="sr-only">
          {t("details.status")}: <StatusBadge status={op.status} />
        </span>
      </div>
      <span className="mt-2 block text-4xl font-extrabold tracking-tight">{text.money(op.amount, op.currency)}</span>
      <p className="mt-1 text-xl font-semibold">{op.companyName}</p>
      {op.nickname ? (
        <p data-testid="success-account" className="mt-1 font-medium">
          {t("success.account", { nickname: op.nickname })}
          {account ? <span className="text-green-900 dark:text-green-100"> · {account.identifierValue}</span> : null}
        </p>
      ) : null}
      <a href="#receipt-title" className={buttonClass("primary", "mt-5")}>
        {t("success.viewReceipt")}
      </a>
    </header>
  );
}
