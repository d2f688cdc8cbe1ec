"use client";

import { useMutation } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useMemo } from "react";
import { useTranslations } from "use-intl";
import { ModalityPicker, useModalityDescription, useModalityTitle } from "@/components/checkout/modality-picker";
import { useCheckout } from "@/components/checkout/use-checkout";
import { EmptyState, LoadingState } from "@/components/ui/states";
import { apiFetch } from "@/lib/client/api";
import type { DebtQueryResult } from "@/lib/payments/bills/debts";
import { sameQuery } from "@/lib/payments/bills/pay-now-link";
import type { ServiceCompanyView } from "@/lib/catalog/views";
import { queryFieldsOf } from "@/lib/catalog/form-fields";
import type { QueryItem } from "@/lib/catalog/query-data";
import { DebtQueryError } from "./debt-query-error";
import { DebtQueryForm } from "./debt-query-form";
import { DebtsLoading } from "./debts-loading";
import type { BillPayment, Choice } from "./review";
import { resolveChoice, toChoiceParams } from "./url-choice";
import { countryOfCode } from "@/lib/rules/country";
import { useCheckoutUrl } from "./use-checkout-url";

// The debts and the review come after the debts' answer: their code (the payment choice, the
// review) is asked for as the query is sent, not with the page.
const loadDebts = () => import("./debts");
const loadReview = () => import("./review");
const Debts = lazy(() => loadDebts().then((m) => ({ default: m.Debts })));
const Review = lazy(() => loadReview().then((m) => ({ default: m.Review })));

type Asked = { modalityId: string; queryData: QueryItem[] };
const valuesOf = (queryData: QueryItem[]) => Object.fromEntries(queryData.map((q) => [q.identifierName, q.identifierValue]));

/**
 * The whole checkout of one company: modality → its fields → debts → amount and method → review →
 * confirm. The step and everything chosen live in the address (use-checkout-url.ts); the debts
 * are asked for again whenever the address wants debts this page has not got (a reload, a shared
 * link, back to an earlier query). They are asked with a mutation: never cached (their ids live 10
 * minutes). Opening any step never pays: only the review's button does.
 */
export function Checkout({ company }: { company: ServiceCompanyView }) {
  const t = useTranslations("pay");
  const { state, go } = useCheckoutUrl(company);
  const checkout = useCheckout<BillPayment>("/api/bills/payments");
  const modalityTitle = useModalityTitle();
  const modalityDescription = useModalityDescription();
  const debts = useMutation({
    mutationFn: ({ modalityId, queryData }: Asked) =>
      apiFetch<DebtQueryResult>("/api/bills/debts", {
        method: "POST",
        body: { companyCode: company.companyCode, modalityId, queryData },
      }),
  });

  // The debts on hand (or on their way) are the ones the address asks for.
  const asked = debts.variables;
  const current = asked !== undefined && state.step !== "query" && sameQuery(state, { modalityId: asked.modalityId, values: valuesOf(asked.queryData) });
  const result = current ? debts.data : undefined;
  const choice = result ? resolveChoice(result, state.choice) : null;
  const reviewBody: BillPayment | null =
    state.step === "review" && choice ? { debtId: choice.debt.debtId, amount: choice.amount, paymentMethod: choice.paymentMethod } : null;
  const reviewShown = reviewBody !== null && checkout.body !== null && JSON.stringify(checkout.body) === JSON.stringify(reviewBody);

  useEffect(() => {
    // Forward (or a reload) onto the review: show that purchase, with its own Idempotency-Key.
    if (reviewBody && !reviewShown) checkout.review(reviewBody);
    // A review whose debt the new answer no longer has, or not for that amount: choose again.
    if (state.step === "review" && result && !choice) go({ ...state, step: "debts", choice: null }, "replace");
  });

  const modality = company.modalities.find((m) => m.modalityId === state.modalityId);
  // The modality's fields, then the company's additional ones and its document types.
  const documentType = useTranslations("common.queryField")("documentType");
  const fields = useMemo(() => (modality ? queryFieldsOf(company, modality, documentType) : []), [company, modality, documentType]);
  if (!modality) return <EmptyState title={t("company.noModalities")} />;

  const changeModality = (id: string) => {
    go({ modalityId: id, values: {}, step: "query", choice: null }, "replace");
    debts.reset();
  };
  const requery = () => {
    go({ ...state, step: "debts" });
    if (debts.variables) debts.mutate(debts.variables);
  };
  const query = (queryData: QueryItem[], auto: boolean) => {
    const next = { modalityId: modality.modalityId, values: valuesOf(queryData) };
    // The payer's own query is a step of its own (and the query step keeps what was typed, for
    // back); one run for the address is already at its step.
    if (!auto) {
      if (state.step === "query") go({ ...next, step: "query", choice: null }, "replace");
      go({ ...next, step: "debts", choice: sameQuery(state, next) ? state.choice : null });
    }
    void loadDebts();
    void loadReview();
    return debts.mutateAsync({ modalityId: modality.modalityId, queryData });
  };

  if (reviewShown && result && choice) {
    return (
      <Suspense fallback={<LoadingState />}>
        <Review
          company={company}
          fields={fields}
          queryData={asked?.queryData ?? []}
          result={result}
          choice={choice}
          checkout={checkout}
          onEdit={() => go({ ...state, step: "debts" })}
          onRequery={requery}
        />
      </Suspense>
    );
  }

  const onChoose = (from: DebtQueryResult, next: Choice) => {
    checkout.review({ debtId: next.debt.debtId, amount: next.amount, paymentMethod: next.paymentMethod });
    const chosen = toChoiceParams(from, next);
    // The debts step keeps the choice too, so back from the review finds it as it was.
    go({ ...state, step: "debts", choice: chosen }, "replace");
    go({ ...state, step: "review", choice: chosen });
  };

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
        fields={fields}
        values={state.values}
        // Run at once when the address wants debts this page has not asked for.
        autoQuery={state.step !== "query" && !current}
        onQuery={query}
        scanCheckDigit={countryOfCode(company.companyCode) === "AR"}
      />
      {current && debts.isPending ? <DebtsLoading companyName={company.companyName} /> : null}
      {current && debts.isError ? <DebtQueryError error={debts.error} companyName={company.companyName} onRetry={requery} /> : null}
      {result ? (
        <Suspense fallback={<LoadingState />}>
          <Debts key={result.query.id} result={result} initial={choice} onChoose={(next) => onChoose(result, next)} />
        </Suspense>
      ) : null}
    </div>
  );
}
