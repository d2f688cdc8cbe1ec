// Saldo's service worker (registered by components/shell/service-worker.tsx, scope "/").
// - Offline: a navigation that fails gets the offline page (/offline), the one thing kept in the
//   cache (it needs no other file). Nothing else is cached: no page of the wallet, no /api answer, nothing
//   with the user's data. A new VERSION drops the old cache.
// - Web Push (lib/notifications/push/send.ts): shows the notification; a tap focuses a Saldo tab on its link or
//   opens one. Only links of this origin are ever opened.
const VERSION = "saldo-sw-1";
const SHELL_CACHE = `${VERSION}-shell`;
const OFFLINE_URL = "/offline";
const LOCALE_KEY = "/__saldo-offline-locale";

/** Caches the offline page (one self-contained document, app/offline/route.ts) in the cookie's language. */
async function cacheOfflinePage() {
  const cache = await caches.open(SHELL_CACHE);
  const response = await fetch(OFFLINE_URL, { cache: "no-store", credentials: "same-origin" });
  if (!response.ok) throw new Error(`offline page: ${response.status}`);
  const html = await response.clone().text();
  await cache.put(OFFLINE_URL, response);
  const lang = /<html[^>]*\slang="([a-z]{2})/.exec(html)?.[1] ?? "es";
  await cache.put(LOCALE_KEY, new Response(lang));
}

self.addEventListener("install", (event) => {
  event.waitUntil(cacheOfflinePage().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name !== SHELL_CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

// A page tells the worker its language; a change of language (or a new build's page) refreshes the
// cached offline page so it speaks the user's language.
self.addEventListener("message", (event) => {
  if (event.origin && event.origin !== self.location.origin) return;
  const data = event.data;
  if (!data || data.type !== "locale" || !/^[a-z]{2}$/.test(String(data.locale))) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      const cached = await cache.match(LOCALE_KEY);
      if (cached && (await cached.text()) === data.locale) return;
      await cacheOfflinePage().catch(() => undefined);
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    // The network always answers pages; only when it cannot, the offline page does.
    event.respondWith(
      fetch(request).catch(async () => (await caches.match(OFFLINE_URL, { cacheName: SHELL_CACHE })) ?? Response.error()),
    );
    return;
  }
  // Everything else, /api/ first of all, goes to the network untouched and is never stored.
});

/** A link of this origin, or the home page: a push never opens another site. */
function sameOriginUrl(link) {
  try {
    const url = new URL(typeof link === "string" ? link : "/", self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL("/", self.location.origin).href;
  } catch {
    return new URL("/", self.location.origin).href;
  }
}

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof data.title === "string" && data.title ? data.title : "Saldo";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === "string" ? data.body : "",
      icon: "/icons/icon-192.png",
      badge: "/icons/badge-96.png",
      tag: typeof data.tag === "string" && data.tag ? data.tag : undefined,
      data: { url: sameOriginUrl(data.url) },
    }),
  );
});

/** Brings a window forward; outside a notification's click the browser refuses, which changes nothing. */
const focus = (client) => client.focus().catch(() => client);

/** Focuses a Saldo window already on `url`, else navigates one Saldo window there, else opens one. */
async function openLink(url) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const same = windows.find((client) => client.url === url);
  if (same) return focus(same);
  const any = windows.find((client) => new URL(client.url).origin === self.location.origin && "navigate" in client);
  if (any) {
    const navigated = await any.navigate(url).catch(() => null);
    if (navigated) return focus(navigated);
  }
  return self.clients.openWindow(url);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(openLink(sameOriginUrl(event.notification.data && event.notification.data.url)));
});
