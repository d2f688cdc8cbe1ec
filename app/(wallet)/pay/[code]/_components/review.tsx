"use client";

import { useMutation } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { CheckoutReview } from "@/components/checkout/checkout-review";
import { LazyConfirmDialog } from "@/components/confirm/lazy-confirm-dialog";
import type { Checkout } from "@/components/checkout/use-checkout";
import { useMoney } from "@/components/checkout/use-problem-text";
import { DateText } from "@/components/ui/money";
import { ApiError } from "@/lib/client/api";
import { fetchBillDuplicates } from "@/lib/client/queries/bills";
import { guardOf } from "@/lib/rules/duplicate-payment";
import { feeLabel, totalWithFees } from "@/lib/payments/bills/charges";
import type { DebtQueryResult, DebtView } from "@/lib/payments/bills/debts";
import type { QueryItem } from "@/lib/catalog/query-data";
import type { ServiceCompanyView } from "@/lib/catalog/views";
import type { PaymentMethod, QueryField } from "@/lib/provider/types";
import { conceptOf } from "./debt-card";
import { DuplicateWarning } from "./duplicate-warning";
import { PaymentError } from "./payment-error";

export type Choice = { debt: DebtView; amount: number; paymentMethod: PaymentMethod };
/** POST /api/bills/payments. */
export type BillPayment = { debtId: string; amount: number; paymentMethod: PaymentMethod; confirmDuplicateOf?: string };

type Props = {
  company: ServiceCompanyView;
  fields: QueryField[];
  queryData: QueryItem[];
  result: DebtQueryResult;
  choice: Choice;
  checkout: Checkout<BillPayment>;
  /** Back to the debts, with everything chosen still chosen. */
  onEdit: () => void;
  onRequery: () => void;
};

/** Everything the payment will do, then one button that pays (and cannot pay twice). */
export function Review({ company, fields, queryData, result, choice, checkout, onEdit, onRequery }: Props) {
  const t = useTranslations("pay.review");
  const tc = useTranslations("common");
  const money = useMoney();

  // Earlier payments this one may repeat (lib/rules/duplicate-payment.ts); the server enforces the same.
  const { debtId } = choice.debt;
  const duplicates = useMutation({ mutationFn: () => fetchBillDuplicates(debtId, choice.amount) });
  const { mutate: refetch } = duplicates;
  useEffect(() => refetch(), [debtId, choice.amount, refetch]);
  const guard = guardOf(duplicates.data?.duplicates ?? []);
  const [confirmedId, setConfirmedId] = useState<string | null>(null);
  const duplicateOf = guard.kind === "confirm" ? guard.duplicate.payment.id : null;
  const blocked = guard.kind === "inFlight" || guard.kind === "paid" || (duplicateOf !== null && confirmedId !== duplicateOf);
  const refusedCode = checkout.error instanceof ApiError ? checkout.error.code : null;
  useEffect(() => {
    // Refused as a duplicate the review did not know of (paid in another tab meanwhile): show it.
    if (refusedCode === "DUPLICATE_PAYMENT" || refusedCode === "PAYMENT_IN_FLIGHT") refetch();
  }, [refusedCode, refetch]);
  const pay = () => (duplicateOf ? checkout.confirmWith({ confirmDuplicateOf: duplicateOf }) : checkout.confirm());

  const labelOf = (name: string) => fields.find((f) => f.identifierName === name)?.description ?? name;
  const rows: { label: string; value: ReactNode }[] = [{ label: t("company"), value: company.companyName }];
  // Whose bill it is, as the company names its holder; the address comes masked from the server.
  if (result.query.customer.name) rows.push({ label: t("customer"), value: result.query.customer.name });
  if (result.query.customer.address) rows.push({ label: t("address"), value: result.query.customer.address });
  for (const q of queryData) rows.push({ label: labelOf(q.identifierName), value: q.identifierValue });
  rows.push({ label: t("bill"), value: conceptOf(choice.debt) ?? "—" });
  if (choice.debt.expirationDate) rows.push({ label: t("due"), value: <DateText value={choice.debt.expirationDate} /> });
  rows.push({ label: tc("paymentMethod.label"), value: tc(`paymentMethod.${choice.paymentMethod}`) });
  // What the provider charges besides the bill, each under its name, before the total that adds them.
  const { fees } = choice.debt;
  if (fees.length > 0) {
    rows.push({ label: t("billAmount"), value: money(choice.amount, choice.debt.currency) });
    fees.forEach((fee) => rows.push({ label: feeLabel(fee.name, tc), value: money(fee.amount, choice.debt.currency) }));
  }

  return (
    <>
      <CheckoutReview
        title={t("title")}
        rows={rows}
        total={money(totalWithFees(choice.amount, fees), choice.debt.currency)}
        busy={checkout.busy}
        onEdit={onEdit}
        onConfirm={pay}
        blocked={blocked}
        warning={
          guard.kind === "clear" ? null : (
            <DuplicateWarning guard={guard} confirmed={confirmedId === duplicateOf} onConfirmedChange={(on) => setConfirmedId(on ? duplicateOf : null)} />
          )
        }
        error={checkout.error && !(blocked && refusedCode === "DUPLICATE_PAYMENT") ? <PaymentError error={checkout.error} onRetry={pay} onEdit={onEdit} onRequery={onRequery} /> : null}
      />
      <LazyConfirmDialog {...checkout.confirmation} />
    </>
  );
}
