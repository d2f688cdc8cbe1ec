"use client";

import { TriangleAlert, X } from "lucide-react";
import { useId } from "react";
import { useTranslations } from "use-intl";
import { DateText, Money } from "@/components/ui/money";
import type { DebtView } from "@/lib/payments/bills/debts";
import { useMoney } from "@/components/checkout/use-problem-text";
import { feeLabel } from "@/lib/payments/bills/charges";

/** What a debt is for ("Factura 2030-01"), as the server made it presentable, when the provider gives it. */
export const conceptOf = (debt: DebtView): string | null => debt.concept;

type Props = { debt: DebtView; index: number; checked: boolean; onSelect: () => void };

/** One debt: what it costs (or the range the payer chooses in), when it is due, what it may cost later. */
export function DebtCard({ debt, index, checked, onSelect }: Props) {
  const t = useTranslations("pay.debts");
  const common = useTranslations("common");
  const money = useMoney();
  const id = useId();
  const open = debt.amountType === "OPEN";

  return (
    <div
      data-testid="debt"
      className={`rounded-xl border p-4 ${
        debt.payable
          ? "border-slate-300 bg-white has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 dark:border-slate-600 dark:bg-slate-900"
          : "border-dashed border-slate-400 bg-slate-100 dark:border-slate-500 dark:bg-slate-800"
      }`}
    >
      <label className={`flex items-start gap-3 ${debt.payable ? "cursor-pointer" : "cursor-not-allowed"}`}>
        <input
          type="radio"
          name="debt"
          value={debt.debtId}
          checked={checked}
          disabled={!debt.payable}
          onChange={onSelect}
          aria-describedby={`${id}-details`}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{conceptOf(debt) ?? t("debtNumber", { number: index + 1 })}</span>
          {open ? (
            <span className="block">{t("openRange", { min: money(debt.minAmount, debt.currency), max: money(debt.maxAmount, debt.currency) })}</span>
          ) : (
            <Money amount={debt.amount ?? debt.maxAmount} currency={debt.currency} className="block text-xl font-bold" />
          )}
          {!debt.payable ? (
            <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-semibold text-red-900 dark:bg-red-900 dark:text-red-50">
              <X aria-hidden className="inline size-4 align-[-0.2em]" /> {t(debt.expired ? "expiredBadge" : "notPayableBadge")}
            </span>
          ) : null}
        </span>
      </label>
      <div id={`${id}-details`} className="mt-2 space-y-2 pl-8 text-sm text-slate-700 dark:text-slate-200">
        <p>
          {debt.expirationDate ? (
            <>
              {t(debt.expired ? "expiredOn" : "dueOn")} <DateText value={debt.expirationDate} />
            </>
          ) : (
            t("noDueDate")
          )}
        </p>
        {!debt.payable ? <p>{t(debt.expired ? "expiredNote" : "notPayableNote")}</p> : null}
        {debt.fees.length > 0 && debt.payable ? (
          <p>
            {t("feesAdded")} {debt.fees.map((fee) => `${feeLabel(fee.name, common)} ${money(fee.amount, debt.currency)}`).join(", ")}
          </p>
        ) : null}
        {debt.surcharges.length > 0 && debt.payable ? (
          <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
            <p className="font-semibold">
              <TriangleAlert aria-hidden className="mr-1 inline size-4 align-[-0.2em]" />
              {t("surchargeWarning")}
            </p>
            <ul className="mt-1 list-disc pl-5">
              {debt.surcharges.map((s, i) => (
                <li key={i}>
                  {money(s.amount, debt.currency)}{" "}
                  {s.expirationDate ? (
                    <>
                      {t("surchargeUntil")} <DateText value={s.expirationDate} />
                    </>
                  ) : (
                    t("surchargeAfter")
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {debt.exchange ? (
          <p>{t(open ? "exchangeMax" : "exchange", { amount: money(debt.exchange.amount, debt.exchange.currency) })}</p>
        ) : null}
      </div>
    </div>
  );
}
