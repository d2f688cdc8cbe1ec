"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

// A page may stream its heading in, or swap a loading heading for the real one, a moment after the
// URL changes; keep watching this long.
const WATCH_MS = 5000;

/**
 * After a client-side navigation, moves focus to the new page's main heading, so keyboard and
 * screen-reader users start at the top of what changed instead of on the body (Next already
 * announces the new title). Never on the first load, never over something the page or the user
 * focused meanwhile; if the focused heading is replaced (loading → loaded), the new one gets it.
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
    let handed = false;
    const focusHeading = () => {
      const active = document.activeElement;
      const lost = !active || active === document.body;
      // The first time, focus still sits on the link that was followed (outside the page's content).
      if (!lost && (handed || main.contains(active))) return;
      const heading = main.querySelector<HTMLElement>("h1");
      if (!heading) return;
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
      handed = true;
    };
    const observer = new MutationObserver(focusHeading);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      window.removeEventListener("pointerdown", stop, true);
      window.removeEventListener("keydown", stop, true);
    };
    const timer = window.setTimeout(stop, WATCH_MS);
    // Once the user acts, focus is theirs.
    window.addEventListener("pointerdown", stop, true);
    window.addEventListener("keydown", stop, true);
    observer.observe(main, { childList: true, subtree: true });
    focusHeading();
    return stop;
  }, [pathname]);

  return null;
}
