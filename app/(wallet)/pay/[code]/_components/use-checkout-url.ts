"use client";

import { useSearchParams } from "next/navigation";
import { useCallback } from "react";
import { checkoutHref, readPayNowParams, type PayNowPrefill } from "@/lib/bills/pay-now-link";
import type { ServiceCompanyView } from "@/lib/catalog/views";

export type CheckoutState = PayNowPrefill;

/**
 * The checkout's progress lives in the address (lib/bills/pay-now-link.ts): each step is a history
 * entry, so back and forward move between steps and a reload opens the same step. The browser's
 * own history API keeps it on this page (Next.js syncs useSearchParams with it): no server round
 * trip, and the debts already fetched stay on screen.
 */
export function useCheckoutUrl(company: ServiceCompanyView) {
  const search = useSearchParams();
  const first = company.modalities[0]?.modalityId ?? "";
  const state: CheckoutState = readPayNowParams(new URLSearchParams(search.toString()), company.modalities) ?? {
    modalityId: first,
    values: {},
    step: "query",
    choice: null,
  };

  /** A new step is a new history entry (`push`); a correction of the one shown is not (`replace`). */
  const go = useCallback(
    (next: CheckoutState, how: "push" | "replace" = "push") => {
      const href = checkoutHref(company.companyCode, next);
      if (href === `${window.location.pathname}${window.location.search}`) return;
      if (how === "push") window.history.pushState(null, "", href);
      else window.history.replaceState(null, "", href);
    },
    [company.companyCode],
  );

  return { state, go };
}
