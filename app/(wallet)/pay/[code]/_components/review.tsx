"use client";

import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { CheckoutReview } from "@/components/checkout/checkout-review";
import type { Checkout } from "@/components/checkout/use-checkout";
import { useMoney } from "@/components/checkout/use-problem-text";
import { DateText } from "@/components/ui/money";
import type { DebtQueryResult, DebtView } from "@/lib/bills/debts";
import type { QueryItem } from "@/lib/catalog/query-data";
import type { ServiceCompanyView } from "@/lib/catalog/views";
import type { PaymentMethod, QueryField } from "@/lib/provider/types";
import { conceptOf } from "./debt-card";
import { PaymentError } from "./payment-error";

export type Choice = { debt: DebtView; amount: number; paymentMethod: PaymentMethod };
/** POST /api/bills/payments. */
export type BillPayment = { debtId: string; amount: number; paymentMethod: PaymentMethod };

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

  const labelOf = (name: string) => fields.find((f) => f.identifierName === name)?.description ?? name;
  const rows: { label: string; value: ReactNode }[] = [{ label: t("company"), value: company.companyName }];
  if (result.query.customer.name) rows.push({ label: t("customer"), value: result.query.customer.name });
  for (const q of queryData) rows.push({ label: labelOf(q.identifierName), value: q.identifierValue });
  rows.push({ label: t("bill"), value: conceptOf(choice.debt) ?? "—" });
  if (choice.debt.expirationDate) rows.push({ label: t("due"), value: <DateText value={choice.debt.expirationDate} /> });
  rows.push({ label: tc("paymentMethod.label"), value: tc(`paymentMethod.${choice.paymentMethod}`) });

  return (
    <CheckoutReview
      title={t("title")}
      rows={rows}
      total={money(choice.amount, choice.debt.currency)}
      // The total stands right above it: the button does not say it again.
      confirmLabel={t("confirm")}
      busy={checkout.busy}
      onEdit={onEdit}
      onConfirm={checkout.confirm}
      error={checkout.error ? <PaymentError error={checkout.error} onRetry={checkout.confirm} onEdit={onEdit} onRequery={onRequery} /> : null}
    />
  );
}
