"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useSyncExternalStore } from "react";

/** Said on window whenever a checkout writes its address (pushState fires no event of its own). */
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
 * A checkout's progress in the address (the bill's, top-ups' and gift cards'): each step is a
 * history entry, so back and forward move between steps and a reload opens the same step. The
 * browser's own history API keeps it on the page: no server round trip, and what the page already
 * fetched stays on screen. The address is read from the browser itself (back and forward included,
 * also across a reload); the server's copy of it only serves the first render.
 */
export function useCheckoutAddress() {
  const serverSearch = `?${useSearchParams().toString()}`;
  const search = useSyncExternalStore(subscribe, browserSearch, () => serverSearch);

  /** A new step is a new history entry (`push`); a correction of the one shown is not (`replace`). */
  const go = useCallback((href: string, how: "push" | "replace" = "push") => {
    if (href === `${window.location.pathname}${window.location.search}`) return;
    if (how === "push") window.history.pushState(null, "", href);
    else window.history.replaceState(null, "", href);
    window.dispatchEvent(new Event(MOVED));
  }, []);

  return { search, go };
}
