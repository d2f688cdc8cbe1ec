"use client";

import { useCallback, useMemo } from "react";
import { useCheckoutAddress } from "@/components/checkout/use-checkout-address";
import { queryFieldsOf } from "@/lib/catalog/form-fields";
import { checkoutHref, readPayNowParams, type PayNowPrefill } from "@/lib/payments/bills/pay-now-link";
import type { ServiceCompanyView } from "@/lib/catalog/views";

export type CheckoutState = PayNowPrefill;

/**
 * The bill checkout's progress in the address (lib/payments/bills/pay-now-link.ts), kept as every
 * checkout keeps it (components/checkout/use-checkout-address.ts).
 */
export function useCheckoutUrl(company: ServiceCompanyView) {
  const address = useCheckoutAddress();
  const first = company.modalities[0]?.modalityId ?? "";
  // The address carries every field of the query: the modality's and the company's additional ones.
  const modalities = useMemo(() => company.modalities.map((m) => ({ modalityId: m.modalityId, queryData: queryFieldsOf(company, m) })), [company]);
  const state: CheckoutState = readPayNowParams(new URLSearchParams(address.search), modalities) ?? {
    modalityId: first,
    values: {},
    step: "query",
    choice: null,
  };

  /** A new step is a new history entry (`push`); a correction of the one shown is not (`replace`). */
  const { go: write } = address;
  const go = useCallback(
    (next: CheckoutState, how: "push" | "replace" = "push") => write(checkoutHref(company.companyCode, next), how),
    [company.companyCode, write],
  );

  return { state, go };
}
