"use client";

import { useEffect } from "react";

/**
 * Registers the service worker (public/sw.js: the offline page and Web Push) and tells it the
 * page's language, so the offline page it keeps speaks the user's language. Renders nothing.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const locale = document.documentElement.lang.slice(0, 2);
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage({ type: "locale", locale }))
      // Without a worker the app works as before, only without its offline page and notifications.
      .catch(() => undefined);
  }, []);
  return null;
}
