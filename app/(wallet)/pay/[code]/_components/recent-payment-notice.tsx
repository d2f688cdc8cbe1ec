"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "use-intl";
import { useMoney } from "@/components/checkout/use-problem-text";
import type { ApiError } from "@/lib/client/api";
import type { RecentPayment } from "@/lib/payments/bills/recent-payment";
import { Notice } from "./notice";

/** The payment a "no debts" answer names (lib/payments/bills/recent-payment.ts), if it names one. */
export function recentPaymentIn(error: ApiError): RecentPayment | null {
  const found = error.details?.recentPayment;
  return found && typeof found === "object" && "operationId" in found ? (found as RecentPayment) : null;
}

/**
 * "Ya pagaste esta cuenta el 27 nov por $ 22.339,14 — ver comprobante": the biller has nothing
 * pending because the user paid it here, so the page says so and links that payment.
 */
export function RecentPaymentNotice({ payment, companyName }: { payment: RecentPayment; companyName: string }) {
  const t = useTranslations("pay.recentPayment");
  const links = useTranslations("pay.duplicates");
  const money = useMoney();
  const format = useFormatter();
  const inFlight = payment.status !== "confirmed";
  const values = { amount: money(payment.amount, payment.currency), date: format.dateTime(new Date(payment.createdAt), { day: "numeric", month: "short" }) };
  const link = (
    <Link href={`/operations/${encodeURIComponent(payment.operationId)}`} className="underline underline-offset-2">
      {links(inFlight ? "seePayment" : "seeReceipt")}
    </Link>
  );
  return (
    <div data-testid="recent-payment">
      <Notice
        icon={inFlight ? "info" : "done"}
        text={<>{t(inFlight ? "inFlight" : "paid", values)} — {link}</>}
        hint={t(inFlight ? "inFlightHint" : "paidHint", { company: companyName })}
      />
    </div>
  );
}
