"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { queryFieldsOf } from "@/lib/catalog/form-fields";
import { checkoutHref, readPayNowParams, type PayNowPrefill } from "@/lib/payments/bills/pay-now-link";
import type { ServiceCompanyView } from "@/lib/catalog/views";

export type CheckoutState = PayNowPrefill;

/** Said on window whenever the checkout writes its address (pushState fires no event of its own). */
const MOVED = "saldo:checkout-url";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(MOVED, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(MOVED, onChange);
  };
}
const browserSearch = () => window.location.search;

/**
 * The checkout's progress lives in the address (lib/payments/bills/pay-now-link.ts): each step is a history
 * entry, so back and forward move between steps and a reload opens the same step. The browser's
 * own history API keeps it on this page: no server round trip, and the debts already fetched stay
 * on screen. The address is read from the browser itself (back and forward included, also across a
 * reload); the server's copy of it only serves the first render.
 */
export function useCheckoutUrl(company: ServiceCompanyView) {
  const serverSearch = `?${useSearchParams().toString()}`;
  const search = useSyncExternalStore(subscribe, browserSearch, () => serverSearch);
  const first = company.modalities[0]?.modalityId ?? "";
  // The address carries every field of the query: the modality's and the company's additional ones.
  const modalities = useMemo(() => company.modalities.map((m) => ({ modalityId: m.modalityId, queryData: queryFieldsOf(company, m) })), [company]);
  const state: CheckoutState = readPayNowParams(new URLSearchParams(search), modalities) ?? {
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
      window.dispatchEvent(new Event(MOVED));
    },
    [company.companyCode],
  );

  return { state, go };
}
