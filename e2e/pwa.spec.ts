// The installable app: Chromium's own installability checks (what Lighthouse's installable-manifest
// audit reads) find nothing missing; the service worker controls the pages, shows the offline page
// when the network is gone, shows a push as a notification and opens its link on this origin only;
// the profile's notification toggle says what state the device is in. Chromium here has no
// reachable push service, so subscribing fails, and the page must say so.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page, type Worker } from "@playwright/test";
import { APP_ORIGIN, expect, expectAccessible, signUp, snap, test } from "./fixtures";

/** Waits until the service worker is active and controls the page; returns it. */
async function controlledBy(page: Page, context: BrowserContext): Promise<Worker> {
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe("activated");
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(`${APP_ORIGIN}/sw.js`);
  const worker = context.serviceWorkers().find((w) => w.url() === `${APP_ORIGIN}/sw.js`);
  expect(worker).toBeDefined();
  return worker!;
}

test("passes Chromium's installability checks: manifest, icons and a service worker controlling the start page", async ({ browserName: _b }, testInfo) => {
  // Installing is refused in incognito, which is what Playwright's contexts are: a profile on disk.
  const profile = mkdtempSync(path.join(tmpdir(), "saldo-pwa-"));
  const { launchOptions, baseURL, extraHTTPHeaders } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, extraHTTPHeaders: { ...extraHTTPHeaders, "x-forwarded-for": "2001:db8:ffff::1" } });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signUp(page.request, "install");
    await page.goto("/");
    await controlledBy(page, context);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[] };
    expect(manifest.url).toBe(`${APP_ORIGIN}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("shows the offline page, styled, in the user's language, when a page cannot be reached, and caches nothing else", async ({ page, context, user: _user }) => {
  await page.goto("/");
  await controlledBy(page, context);
  await context.setOffline(true);
  try {
    await page.goto("/history");
    await expect(page.getByRole("heading", { level: 1, name: "Estás sin conexión" })).toBeVisible();
    await expect(page.getByText("nunca cobramos dos veces")).toBeVisible();
    // Styled (its own stylesheet, allowed by its nonce): the button has the brand's colour.
    await expect(page.getByRole("link", { name: "Reintentar" })).toHaveCSS("background-color", "rgb(13, 101, 60)");
    await expect(page).toHaveTitle("Sin conexión · Saldo");
    await expectAccessible(page);
    await snap(page, "offline");
    // Nothing of the wallet was stored: the history page itself is not in any cache.
    const cached = await page.evaluate(async () => {
      const keys = await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)));
      return keys.flat();
    });
    expect(cached.sort()).toEqual(["/__saldo-offline-locale", "/offline"]);
  } finally {
    await context.setOffline(false);
  }
});

test("keeps the offline page in English once the user reads Saldo in English", async ({ page, context, user: _user }) => {
  await context.addCookies([{ name: "saldo_locale", value: "en", url: APP_ORIGIN }]);
  await page.goto("/");
  await controlledBy(page, context);
  // The worker refreshes its copy when a page tells it the language.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.match("/__saldo-offline-locale"))?.text()) ?? null))
    .toBe("en");
  await context.setOffline(true);
  try {
    await page.goto("/agenda");
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    await expectAccessible(page);
  } finally {
    await context.setOffline(false);
  }
});

test("shows a push message as a notification that leads to its link on this origin only", async ({ page, context, user: _user }) => {
  await context.grantPermissions(["notifications"], { origin: APP_ORIGIN });
  await page.goto("/profile");
  const worker = await controlledBy(page, context);

  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => registrations.push(...updated));
  // The worker's running version: a push delivered to it is handled at once.
  const versions: { registrationId: string; runningStatus: string; status: string }[] = [];
  cdp.on("ServiceWorker.workerVersionUpdated", ({ versions: updated }) => versions.push(...updated));
  await cdp.send("ServiceWorker.enable");
  const live = () => registrations.filter((r) => r.scopeURL === `${APP_ORIGIN}/` && !r.isDeleted).at(-1)?.registrationId;
  await expect.poll(live).toBeTruthy();
  const registrationId = live()!;
  await expect.poll(() => versions.some((v) => v.registrationId === registrationId && v.status === "activated")).toBe(true);

  const message = { title: "Vence EDENOR", body: "$ 12.345,67 el viernes", url: "/history", tag: "due-edenor" };
  await cdp.send("ServiceWorker.deliverPushMessage", { origin: APP_ORIGIN, registrationId, data: JSON.stringify(message) });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url: string }).url, icon: n.icon, badge: n.badge })),
    );
  await expect.poll(shown).toEqual([
    { title: "Vence EDENOR", body: "$ 12.345,67 el viernes", tag: "due-edenor", url: `${APP_ORIGIN}/history`, icon: `${APP_ORIGIN}/icons/icon-192.png`, badge: `${APP_ORIGIN}/icons/badge-96.png` },
  ]);

  // A link to another site is never followed: the notification leads home instead.
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: APP_ORIGIN,
    registrationId,
    data: JSON.stringify({ title: "Phish", body: "x", url: "https://evil.example/login", tag: "evil" }),
  });
  await expect.poll(async () => (await shown()).find((n) => n.tag === "evil")?.url).toBe(`${APP_ORIGIN}/`);

  // What a tap does (the handler's own function, in the worker): the open Saldo tab goes to the link.
  await worker.evaluate((url) => (self as unknown as { openLink(u: string): Promise<unknown> }).openLink(url), `${APP_ORIGIN}/history`);
  await expect(page).toHaveURL(`${APP_ORIGIN}/history`);
  await cdp.detach();
});

test.describe("the profile's notification settings", () => {
  test("say the browser cannot reach its push service when turning on fails, in Spanish and English", async ({ page, context, user: _user }) => {
    await context.grantPermissions(["notifications"], { origin: APP_ORIGIN });
    await page.goto("/profile");
    const settings = page.getByTestId("push-settings");
    await expect(settings).toHaveAttribute("data-state", "off");
    await expect(settings.getByRole("heading", { name: "Notificaciones en este dispositivo" })).toBeVisible();
    await expect(settings.getByRole("status").first()).toHaveText("Desactivadas en este dispositivo.");
    await expectAccessible(page);

    // click, not check: the switch turns on only once the device is subscribed, which fails here.
    await settings.getByRole("switch", { name: "Recibir notificaciones en este dispositivo" }).click();
    await expect(settings.getByRole("alert")).toHaveText(/El navegador no pudo conectarse a su servicio de notificaciones/, { timeout: 30_000 });
    await expect(settings).toHaveAttribute("data-state", "off");
    await expect(settings.getByRole("switch")).not.toBeChecked();
    await expectAccessible(page);
    await snap(page, "profile-push-failed");

    // With no device on, the test push says so.
    await settings.getByRole("button", { name: "Enviar una notificación de prueba" }).click();
    await expect(settings.getByRole("alert")).toHaveText("No tenés dispositivos con notificaciones activadas.");

    await context.addCookies([{ name: "saldo_locale", value: "en", url: APP_ORIGIN }]);
    await page.reload();
    await expect(settings.getByRole("heading", { name: "Notifications on this device" })).toBeVisible();
    await expect(settings).toHaveAttribute("data-state", "off");
    await settings.getByRole("switch", { name: "Get notifications on this device" }).click();
    await expect(settings.getByRole("alert")).toHaveText(/The browser could not reach its notification service/, { timeout: 30_000 });
    await expectAccessible(page);
  });

  test("say how to allow notifications when the user blocked them", async ({ page, user: _user }) => {
    // Chromium has no "blocked" to grant; the page sees what a browser that blocked them reports.
    await page.addInitScript(() => Object.defineProperty(Notification, "permission", { get: () => "denied" }));
    await page.goto("/profile");
    const settings = page.getByTestId("push-settings");
    await expect(settings).toHaveAttribute("data-state", "denied");
    await expect(settings.getByRole("status").first()).toHaveText(/Bloqueaste las notificaciones de Saldo/);
    await expect(settings.getByRole("switch")).toHaveCount(0);
    await expectAccessible(page);
  });

  test("say when the browser cannot receive notifications at all", async ({ page, user: _user }) => {
    await page.addInitScript(() => {
      delete (window as { PushManager?: unknown }).PushManager;
    });
    await page.goto("/profile");
    const settings = page.getByTestId("push-settings");
    await expect(settings).toHaveAttribute("data-state", "unsupported");
    await expect(settings.getByRole("status").first()).toHaveText(/Este navegador no puede recibir notificaciones/);
    await expectAccessible(page);
  });
});
