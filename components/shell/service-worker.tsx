import { headers } from "next/headers";

// Registers the service worker (public/sw.js: the offline page and Web Push) and tells it the
// page's language, so the offline page it keeps speaks the user's language. A few lines of plain
// script with the page's nonce, run once per page load: no client component, so no JavaScript
// added to every route's bundle. Without a worker the app works as before, only without its
// offline page and notifications.
const REGISTER = `"serviceWorker" in navigator && navigator.serviceWorker
  .register("/sw.js", { scope: "/" })
  .then(function () { return navigator.serviceWorker.ready; })
  .then(function (r) { r.active && r.active.postMessage({ type: "locale", locale: document.documentElement.lang.slice(0, 2) }); })
  .catch(function () {});`;

export async function ServiceWorker() {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: REGISTER }} />;
}
