"use client";

import Link from "next/link";
import { useId } from "react";
import { useFormatter, useTranslations } from "use-intl";
import { useMoney } from "@/components/checkout/use-problem-text";
import type { DuplicatesAnswer } from "@/lib/client/queries/bills";
import type { Guard } from "@/lib/rules/duplicate-payment";
import { Notice } from "./notice";

type Payment = DuplicatesAnswer["duplicates"][number]["payment"];

type Props = {
  /** What lib/rules/duplicate-payment.ts says of the earlier payments (never "clear" here). */
  guard: Exclude<Guard<Payment>, { kind: "clear" }>;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
};

/**
 * "Ya pagaste $ 22.339,14 a EDENOR · Casa el 22 nov — ver comprobante": the earlier payment, a
 * link to it, and (for the same account and amount under another debt) the box that lets the
 * payer pay anyway. A debt already paid or in flight cannot be paid again from here.
 */
export function DuplicateWarning({ guard, confirmed, onConfirmedChange }: Props) {
  const t = useTranslations("pay.duplicates");
  const money = useMoney();
  const format = useFormatter();
  const box = useId();
  const { payment, inFlight } = guard.duplicate;
  const values = {
    amount: money(payment.amount, payment.currency),
    company: payment.nickname ? `${payment.companyName} · ${payment.nickname}` : payment.companyName,
    date: format.dateTime(new Date(payment.createdAt), { day: "numeric", month: "short" }),
  };
  const text = guard.kind === "confirm" ? t(inFlight ? "accountInFlight" : "accountPaid", values) : t(inFlight ? "debtInFlight" : "debtPaid", values);

  const link = (
    <Link href={`/operations/${encodeURIComponent(payment.id)}`} className="underline underline-offset-2">
      {t(inFlight ? "seePayment" : "seeReceipt")}
    </Link>
  );
  if (guard.kind !== "confirm") {
    return <Notice icon="warning" text={<>{text} — {link}</>} hint={t(inFlight ? "debtInFlightHint" : "debtPaidHint")} />;
  }
  return (
    <Notice icon="warning" text={<>{text} — {link}</>}>
      <p className="flex items-start gap-2">
        <input id={box} type="checkbox" className="mt-0.5 size-5 shrink-0" checked={confirmed} onChange={(e) => onConfirmedChange(e.target.checked)} />
        <label htmlFor={box}>{t("payAnyway")}</label>
      </p>
    </Notice>
  );
}
