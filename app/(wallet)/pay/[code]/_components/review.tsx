"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DateText, Money } from "@/components/ui/money";
import { apiFetch } from "@/lib/client/api";
import type { DebtQueryResult, DebtView } from "@/lib/bills/debts";
import type { QueryItem } from "@/lib/catalog/query-data";
import type { ServiceCompanyView } from "@/lib/catalog/views";
import type { PaymentMethod, QueryField } from "@/lib/provider/types";
import { conceptOf } from "./debt-card";
import { PaymentError } from "./payment-error";

export type Choice = { debt: DebtView; amount: number; paymentMethod: PaymentMethod };

type Props = {
  company: ServiceCompanyView;
  fields: QueryField[];
  queryData: QueryItem[];
  result: DebtQueryResult;
  choice: Choice;
  /** The checkout attempt's Idempotency-Key: the same on every click and retry of this review. */
  attemptKey: string;
  onEdit: () => void;
  onRequery: () => void;
};

/** Everything the payment will do, then one button that pays (and cannot pay twice). */
export function Review({ company, fields, queryData, result, choice, attemptKey, onEdit, onRequery }: Props) {
  const t = useTranslations("pay.review");
  const tc = useTranslations("common");
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // Set within the click itself: the button's disabled state arrives a render later.
  const sending = useRef(false);
  const pay = useMutation({
    mutationFn: () =>
      apiFetch<{ operation: { id: string } }>("/api/bills/payments", {
        method: "POST",
        body: { debtId: choice.debt.debtId, amount: choice.amount, paymentMethod: choice.paymentMethod },
        idempotencyKey: attemptKey,
      }),
    onSuccess: ({ operation }) => router.push(`/operations/${encodeURIComponent(operation.id)}`),
    onError: () => {
      sending.current = false;
    },
  });
  const confirm = () => {
    if (sending.current) return;
    sending.current = true;
    pay.mutate();
  };

  const labelOf = (name: string) => fields.find((f) => f.identifierName === name)?.description ?? name;
  const rows: { label: string; value: ReactNode }[] = [{ label: t("company"), value: company.companyName }];
  if (result.query.customer.name) rows.push({ label: t("customer"), value: result.query.customer.name });
  for (const q of queryData) rows.push({ label: labelOf(q.identifierName), value: q.identifierValue });
  rows.push({ label: t("bill"), value: conceptOf(choice.debt) ?? "—" });
  if (choice.debt.expirationDate) rows.push({ label: t("due"), value: <DateText value={choice.debt.expirationDate} /> });
  rows.push({ label: tc("paymentMethod.label"), value: tc(`paymentMethod.${choice.paymentMethod}`) });

  return (
    <section aria-labelledby="review-title" className="space-y-4">
      <h2 id="review-title" ref={heading} tabIndex={-1} className="text-xl font-bold">
        {t("title")}
      </h2>
      <Card>
        <dl className="divide-y divide-slate-200 dark:divide-slate-700">
          {rows.map(({ label, value }) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
              <dd className="font-medium break-all">{value}</dd>
            </div>
          ))}
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 pt-3">
            <dt className="font-semibold">{t("amount")}</dt>
            <dd>
              <Money amount={choice.amount} currency={choice.debt.currency} className="text-2xl font-bold" />
            </dd>
          </div>
        </dl>
      </Card>
      {pay.isError ? <PaymentError error={pay.error} onRetry={confirm} onEdit={onEdit} onRequery={onRequery} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onEdit} disabled={pay.isPending || pay.isSuccess}>
          {tc("actions.edit")}
        </Button>
        {/* Stays disabled after success too: the page is on its way to the operation. */}
        <Button onClick={confirm} busy={pay.isPending || pay.isSuccess} className="sm:min-w-48">
          {pay.isPending || pay.isSuccess ? t("paying") : t("confirm")}
        </Button>
      </div>
    </section>
  );
}
