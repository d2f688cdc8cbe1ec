"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { ModalityPicker, useModalityDescription, useModalityTitle } from "@/components/checkout/modality-picker";
import { useCheckout } from "@/components/checkout/use-checkout";
import { EmptyState } from "@/components/ui/states";
import { apiFetch } from "@/lib/client/api";
import type { DebtQueryResult } from "@/lib/bills/debts";
import type { PayNowPrefill } from "@/lib/bills/pay-now-link";
import type { ServiceCompanyView } from "@/lib/catalog/views";
import type { QueryItem } from "@/lib/catalog/query-data";
import { DebtQueryError } from "./debt-query-error";
import { DebtQueryForm } from "./debt-query-form";
import { Debts } from "./debts";
import { Review, type BillPayment, type Choice } from "./review";

/**
 * The whole checkout of one company: modality → its fields → debts → amount and method → review →
 * confirm. Debts are asked for with a mutation: they are never cached (their ids live 10 minutes).
 */
export function Checkout({ company, prefill }: { company: ServiceCompanyView; prefill: PayNowPrefill | null }) {
  const t = useTranslations("pay");
  const [modalityId, setModalityId] = useState(prefill?.modalityId ?? company.modalities[0]?.modalityId);
  const [choice, setChoice] = useState<Choice | null>(null);
  const checkout = useCheckout<BillPayment>("/api/bills/payments");
  const modalityTitle = useModalityTitle();
  const modalityDescription = useModalityDescription();
  const debts = useMutation({
    mutationFn: (queryData: QueryItem[]) =>
      apiFetch<DebtQueryResult>("/api/bills/debts", {
        method: "POST",
        body: { companyCode: company.companyCode, modalityId, queryData },
      }),
  });

  const modality = company.modalities.find((m) => m.modalityId === modalityId);
  if (!modality) return <EmptyState title={t("company.noModalities")} />;

  const changeModality = (id: string) => {
    setModalityId(id);
    setChoice(null);
    debts.reset();
  };
  const requery = () => {
    setChoice(null);
    checkout.edit();
    if (debts.variables) debts.mutate(debts.variables);
  };

  if (choice && checkout.reviewing && debts.data && debts.variables) {
    return (
      <Review
        company={company}
        fields={modality.queryData}
        queryData={debts.variables}
        result={debts.data}
        choice={choice}
        checkout={checkout}
        onRequery={requery}
      />
    );
  }

  return (
    <div className="space-y-6">
      {company.modalities.length > 1 ? (
        <ModalityPicker modalities={company.modalities} value={modality.modalityId} onChange={changeModality} legend={t("modality.legend")} />
      ) : (
        <div>
          <h2 className="text-lg font-semibold">{modalityTitle(modality)}</h2>
          {modalityDescription(modality) ? <p className="text-slate-600 dark:text-slate-300">{modalityDescription(modality)}</p> : null}
        </div>
      )}
      <DebtQueryForm
        key={modality.modalityId}
        fields={modality.queryData}
        initialValues={prefill?.modalityId === modality.modalityId ? prefill.values : {}}
        autoQuery={prefill?.modalityId === modality.modalityId && prefill.autoQuery}
        onQuery={(queryData) => {
          setChoice(null);
          return debts.mutateAsync(queryData);
        }}
      />
      {debts.isError ? (
        <DebtQueryError error={debts.error} companyName={company.companyName} onRetry={requery} />
      ) : null}
      {debts.data ? (
        <Debts
          key={debts.data.query.id}
          result={debts.data}
          initial={choice}
          onChoose={(next) => {
            setChoice(next);
            checkout.review({ debtId: next.debt.debtId, amount: next.amount, paymentMethod: next.paymentMethod });
          }}
        />
      ) : null}
    </div>
  );
}
