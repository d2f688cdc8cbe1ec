"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

// A page may stream its heading in a moment after the URL changes; look for it this long.
const WAIT_MS = 3000;

/**
 * After a client-side navigation, moves focus to the new page's main heading, so keyboard and
 * screen-reader users start at the top of what changed instead of on the body (Next already
 * announces the new title). Never on the first load, and never over a field the page focused itself.
 */
export function RouteFocus() {
  const pathname = usePathname();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById("main");
    if (!main) return;
    const focusHeading = () => {
      const active = document.activeElement;
      if (active && active !== document.body && main.contains(active)) return true;
      const heading = main.querySelector<HTMLElement>("h1");
      if (!heading) return false;
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname]);

  return null;
}
