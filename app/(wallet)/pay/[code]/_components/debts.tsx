"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { PinnedAction } from "@/components/checkout/pinned-action";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/states";
import type { DebtQueryResult } from "@/lib/payments/bills/debts";
import { DebtCard } from "./debt-card";
import { PaymentChoiceForm } from "./payment-choice-form";
import { RecentPaymentNotice } from "./recent-payment-notice";
import type { Choice } from "./review";

type Props = { result: DebtQueryResult; initial: Choice | null; onChoose: (choice: Choice) => void };

/** The customer's debts: pick one that can be paid, then its amount and the payment method. */
export function Debts({ result, initial, onChoose }: Props) {
  const t = useTranslations("pay.debts");
  const tc = useTranslations("pay.choice");
  const payable = result.debts.filter((d) => d.payable);
  // A single payable debt is chosen for the user: one click less on the common case.
  const [debtId, setDebtId] = useState(initial?.debt.debtId ?? (payable.length === 1 ? payable[0]?.debtId : undefined));
  const chosen = payable.find((d) => d.debtId === debtId);
  const heading = useRef<HTMLHeadingElement>(null);
  const formId = useId();
  // The results appear below the form (on a phone, a screen or more below): bring them into view
  // and take screen-reader and keyboard users there.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section aria-labelledby="debts-title" className="space-y-4">
      <div>
        <h2 id="debts-title" ref={heading} tabIndex={-1} className="scroll-mt-4 text-xl font-bold">
          {t("title")}
        </h2>
        {result.query.customer.name ? (
          <p className="text-slate-700 dark:text-slate-200">{t("customer", { name: result.query.customer.name })}</p>
        ) : null}
      </div>
      {result.debts.length === 0 ? (
        result.recentPayment ? (
          <RecentPaymentNotice payment={result.recentPayment} companyName={result.query.companyName} />
        ) : (
          <EmptyState title={t("none")} />
        )
      ) : (
        <fieldset>
          <legend className="mb-2 font-medium">{t(payable.length > 0 ? "choose" : "nonePayable")}</legend>
          <ul className="space-y-3">
            {result.debts.map((debt, index) => (
              <li key={debt.debtId}>
                <DebtCard debt={debt} index={index} checked={debt.debtId === debtId} onSelect={() => setDebtId(debt.debtId)} />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {chosen ? (
        <>
          <PaymentChoiceForm
            key={chosen.debtId}
            id={formId}
            debt={chosen}
            initial={initial?.debt.debtId === chosen.debtId ? initial : null}
            onSubmit={(values) => onChoose({ debt: chosen, ...values })}
          />
          {/* Outside the form's card, so that on a phone it stays pinned while any of the debts is on screen. */}
          <PinnedAction>
            <Button type="submit" form={formId} className="w-full sm:w-auto">
              {tc("continue")}
            </Button>
          </PinnedAction>
        </>
      ) : null}
    </section>
  );
}
