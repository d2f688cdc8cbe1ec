"use client";

import { ShieldAlert } from "lucide-react";
import { useTranslations } from "use-intl";
import { useMoney } from "@/components/checkout/use-problem-text";
import type { ConfirmSummary as Summary } from "@/lib/accounts/confirmations";

/** What is about to be done, and each reason it is asked about, in the user's words and amounts. */
export function ConfirmSummary({ summary }: { summary: Summary }) {
  const t = useTranslations("confirm");
  const money = useMoney();
  const currency = summary.currency ?? "";
  const amount = money(summary.amount ?? 0, currency);
  const account = summary.account ?? "";
  return (
    <div className="space-y-3">
      <div>
        <p className="font-medium">
          {summary.move === "payment"
            ? t("lead.payment", { amount, company: summary.companyName ?? "none" })
            : summary.move === "autopay"
              ? t("lead.autopay", { amount, account })
              : summary.move === "passkey"
                ? t(summary.reasons.includes("passkey_remove") ? "lead.passkeyRemove" : "lead.passkeyAdd", { name: account })
                : t("lead.threshold", { amount })}
        </p>
        {summary.move === "payment" && summary.account ? <p className="text-sm break-all text-slate-600 dark:text-slate-300">{t("account", { account })}</p> : null}
      </div>
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("why")}</p>
        <ul className="mt-1 space-y-1">
          {summary.reasons.map((reason) => (
            <li key={reason} className="flex gap-2">
              <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-100" />
              <span>{t(`reasons.${reason}`, { amount, confirmOver: money(summary.confirmOver ?? 0, currency) })}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
