// Typed fixtures of the browser suite: a new signed-in customer per test, the operator signed in
// once per worker (its storage state reused), screenshots at two widths, an accessibility check, a
// guard that no page loads anything from another origin, and one that no page breaks its
// Content-Security-Policy.
import { randomInt, randomUUID } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { AxeResults, RunOptions } from "axe-core";
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { workerServers } from "./worker-servers";

// This worker's servers (e2e/worker-servers.ts).
export const APP_ORIGIN = workerServers.appOrigin;
export const SANDBOX = workerServers.sandboxUrl;
export const MAILBOX = workerServers.mailboxUrl;
export const PASSWORD = "correct horse battery";
/** In OPERATOR_EMAILS of the servers the suite starts. */
export const OPERATOR_EMAIL = "ops@saldo.test";

export type TestUser = { email: string; name: string; password: string; id: string };

/** Each browser context looks like its own client address, as behind a proxy (sign-up limits). */
const address = () => `2001:db8:${randomInt(0, 0xffff).toString(16)}::${randomInt(1, 0xffff).toString(16)}`;

/** Signs a new user up through the API of the page's context, so the page is signed in too. */
export async function signUp(request: APIRequestContext, prefix = "e2e", email?: string): Promise<TestUser> {
  const user = { email: email ?? `${prefix}-${randomUUID().slice(0, 8)}@saldo.test`, name: "Lucía Fernández", password: PASSWORD };
  const response = await request.post("/api/auth/sign-up", { data: user, headers: { origin: APP_ORIGIN } });
  if (response.status() === 409 && email) {
    const signIn = await request.post("/api/auth/sign-in", { data: { email, password: PASSWORD }, headers: { origin: APP_ORIGIN } });
    expect(signIn.status()).toBe(200);
  } else {
    expect(response.status(), await response.text()).toBe(201);
  }
  const me = await request.get("/api/me");
  return { ...user, id: ((await me.json()) as { user: { id: string } }).user.id };
}

/** The sandbox's control API (test values are chosen by identifiers; this steers the rest). */
export async function sandboxControl<T = unknown>(request: APIRequestContext, path: string, body?: unknown): Promise<T> {
  const response = body === undefined ? await request.get(`${SANDBOX}/_sandbox${path}`) : await request.post(`${SANDBOX}/_sandbox${path}`, { data: body });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

const SCREENS = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

/** Saves the page as it is now at a phone's and a desktop's width (test-results/screenshots). */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync("test-results/screenshots", { recursive: true });
  const before = page.viewportSize();
  for (const [label, size] of Object.entries(SCREENS)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screenshots/${name}-${label}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/** axe-core's browser bundle, evaluated in the pages it checks. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const AXE_OPTIONS: RunOptions = { resultTypes: ["violations"] };
type AxeWindow = { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/**
 * axe-core's own run on the page, in every frame as its legacy mode does (same-origin frames answer
 * the top one), loaded into a frame only when the frame lacks it: a document keeps it across
 * client-side navigations and state changes, and a new document loads it once: evaluating the
 * 580 KB bundle is most of a check's time.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => typeof (window as AxeWindow).axe?.run === "function")) continue;
    await frame.evaluate(`${AXE_SOURCE};axe.configure({ allowedOrigins: ["<same_origin>"] })`);
  }
  return page.evaluate((options) => (window as AxeWindow).axe!.run(document, options), AXE_OPTIONS);
}

/**
 * No serious or critical accessibility violation on the page as it comes to rest: its title in, colour
 * transitions still running (a button turning back from disabled grey) are let finish first, or
 * axe would measure the contrast of a colour halfway. axe runs in the page itself, and collects
 * the violations only.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // The title comes with the page's metadata, which streams in after the content on a client-side
  // navigation: the page is at rest once it has one (and a page that never gets one fails here).
  await expect(page).toHaveTitle(/\S/);
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined))));
  const results = await runAxe(page);
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** The operator, signed in once per worker: its storage state, and a way to sign a context in with it. */
export type Operator = { storageState: string; signIn(context: BrowserContext): Promise<void> };

type Fixtures = { user: TestUser; outsideRequests: string[]; cspViolations: string[] };
type WorkerFixtures = { operator: Operator };

export const test = base.extend<Fixtures, WorkerFixtures>({
  // The setup step of each worker: one operator sign-in, kept as storage state for its tests.
  operator: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: APP_ORIGIN, extraHTTPHeaders: { "x-forwarded-for": address() } });
      await signUp(request, "ops", OPERATOR_EMAIL);
      const storageState = path.join(workerInfo.project.outputDir, ".auth", `operator-${workerInfo.parallelIndex}.json`);
      await request.storageState({ path: storageState });
      await request.dispose();
      const { cookies } = JSON.parse(readFileSync(storageState, "utf8")) as { cookies: Parameters<BrowserContext["addCookies"]>[0] };
      await use({ storageState, signIn: (context) => context.addCookies(cookies) });
    },
    { scope: "worker" },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ "x-forwarded-for": address() });
  },
  outsideRequests: [
    async ({ page, baseURL }, use) => {
      const own = new URL(baseURL ?? APP_ORIGIN).host;
      const outside: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (["http:", "https:"].includes(url.protocol) && url.host !== own) outside.push(request.url());
      });
      await use(outside);
      // Fonts, images and scripts all come from Saldo itself.
      expect(outside).toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      // Chromium reports every blocked script, style, image or frame as "Refused to …".
      page.on("console", (message) => {
        if (/Refused to|Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations).toEqual([]);
    },
    { auto: true },
  ],
  user: async ({ page }, use) => {
    await use(await signUp(page.request));
  },
});

export { expect };
