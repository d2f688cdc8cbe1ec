// Live status in the browser: the operation page is pushed its operation's changes (Server-Sent
// Events) instead of polling, falls back to polling when the stream cannot be opened or is refused
// (the account holds as many streams as it may), and the home and history pages update a row in
// flight in place.
import type { Page } from "@playwright/test";
import { APP_ORIGIN, expect, expectAccessible, sandboxControl, test } from "./fixtures";
import { NO_FAULTS, payEdenor } from "./helpers/operations-api";

// The sandbox's callback arrives, but as the app runs here (no hash secret) it is a hint a status
// read must confirm, and status reads fail: the payment stays in flight until the faults are lifted.
const IN_FLIGHT = { errorRate: 1, errorPaths: ["/services/operation"] };

test.afterEach(async ({ request }) => {
  await sandboxControl(request, "/faults", NO_FAULTS);
});

/** The page's JSON reads of the operation (polling), leaving out its event stream. */
function pollsOf(page: Page, id: string): string[] {
  const reads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === `/api/operations/${id}`) reads.push(request.url());
  });
  return reads;
}

const streamOpened = (page: Page, id: string) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === `/api/operations/${id}/events` && r.status() === 200);

test("the operation page is pushed the confirmation without polling or reloading", async ({ page, user: _user }) => {
  test.setTimeout(60_000);
  await sandboxControl(page.request, "/faults", IN_FLIGHT);
  const id = await payEdenor(page.request, 1);
  const opened = streamOpened(page, id);
  await page.goto(`/operations/${id}`);
  await expect(page.locator("[data-status]").first()).toHaveAttribute("data-status", /pending|processing/);
  await opened;
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const polls = pollsOf(page, id);

  await page.waitForTimeout(2_500); // past the first polls of the fallback (1 s, 2.5 s)
  await sandboxControl(page.request, "/faults", NO_FAULTS);
  await expect(page.locator("[data-status]").first()).toHaveAttribute("data-status", "confirmed", { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Comprobante" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  // While the stream was open the page never polled.
  expect(polls).toEqual([]);
  await expectAccessible(page);
});

test("falls back to polling while the stream cannot be opened, then resumes the stream and reaches the final state", async ({ page, user: _user }) => {
  test.setTimeout(60_000);
  await sandboxControl(page.request, "/faults", IN_FLIGHT);
  const id = await payEdenor(page.request, 1);
  let refused = 0;
  let blocked = true;
  await page.route(`**/api/operations/${id}/events**`, (route) => {
    if (!blocked) return route.continue();
    refused++;
    return route.abort();
  });
  const polls = pollsOf(page, id);
  await page.goto(`/operations/${id}`);
  await expect(page.locator("[data-status]").first()).toHaveAttribute("data-status", /pending|processing/);
  // The stream is refused: the page polls meanwhile, and keeps trying the stream (1 s, 2 s, … apart).
  await expect.poll(() => polls.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

  // The stream comes back (as an instance does after a restart): the page resumes it from the version it shows.
  const resumed = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/operations/${id}/events` && r.status() === 200, { timeout: 20_000 });
  blocked = false;
  const response = await resumed;
  expect(new URL(response.url()).searchParams.get("since")).toMatch(/^\d+$/);

  await sandboxControl(page.request, "/faults", NO_FAULTS);
  await expect(page.locator("[data-status]").first()).toHaveAttribute("data-status", "confirmed", { timeout: 30_000 });
});

test("polls, with no error, while the account holds as many streams as it may, and reaches the final state", async ({ page, user: _user }) => {
  test.setTimeout(60_000);
  await sandboxControl(page.request, "/faults", IN_FLIGHT);
  const id = await payEdenor(page.request, 1);
  // The account's places taken elsewhere (other tabs, other devices): streams opened with its
  // cookie until the app refuses one.
  const cookie = (await page.context().cookies(APP_ORIGIN)).map((c) => `${c.name}=${c.value}`).join("; ");
  // The answers are kept, not only their aborts: a fetch answer whose body is never read is closed
  // once it is garbage collected, which would give its place back in the middle of the test.
  const held: { abort: AbortController; response: Response }[] = [];
  try {
    let refusal: Response | null = null;
    while (!refusal && held.length < 50) {
      const abort = new AbortController();
      const response = await fetch(`${APP_ORIGIN}/api/operations/${id}/events`, { headers: { cookie, accept: "text/event-stream" }, signal: abort.signal });
      if (response.status === 200) held.push({ abort, response });
      else refusal = response;
    }
    expect(refusal?.status, `no stream refused after ${held.length}`).toBe(429);

    // Every ask for the stream, and those let through. A refusal is not counted from its response:
    // EventSource drops a refused response at once, and the browser may then report the request as
    // failed rather than answered.
    const asked: string[] = [];
    const opened: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === `/api/operations/${id}/events`) asked.push(r.url());
    });
    page.on("response", (r) => {
      if (new URL(r.url()).pathname === `/api/operations/${id}/events` && r.status() === 200) opened.push(r.url());
    });
    const polls = pollsOf(page, id);
    await page.goto(`/operations/${id}`);
    await expect(page.locator("[data-status]").first()).toHaveAttribute("data-status", /pending|processing/);
    // Refused (429): the page polls meanwhile and asks for the stream again later.
    await expect.poll(() => polls.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await expect.poll(() => asked.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await expect(page.locator("#error-title")).toHaveCount(0);
    // Every place still held, no stream was let through.
    expect(opened).toEqual([]);

    // Once the payment is final the held streams end too (they follow it), so the page may open
    // one again before it reads the receipt: from here on only the outcome counts.
    await sandboxControl(page.request, "/faults", NO_FAULTS);
    await expect(page.locator("[data-status]").first()).toHaveAttribute("data-status", "confirmed", { timeout: 30_000 });
    await expect(page.locator("#error-title")).toHaveCount(0);
  } finally {
    held.forEach(({ abort }) => abort.abort());
  }
});

test("a row in flight changes in place on the history and home pages", async ({ page, user: _user }) => {
  test.setTimeout(90_000);
  await sandboxControl(page.request, "/faults", IN_FLIGHT);
  const id = await payEdenor(page.request, 1);
  const row = (p: Page) => p.locator(`a[href="/operations/${id}"]`).locator("[data-status]");

  const history = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/operations/events" && r.status() === 200);
  await page.goto("/history");
  await expect(row(page)).toHaveAttribute("data-status", /pending|processing/);
  const home = await page.context().newPage();
  const homeStream = home.waitForResponse((r) => new URL(r.url()).pathname === "/api/operations/events" && r.status() === 200);
  await home.goto("/");
  await expect(row(home)).toHaveAttribute("data-status", /pending|processing/);
  await Promise.all([history, homeStream]);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await home.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await sandboxControl(page.request, "/faults", NO_FAULTS);
  await expect(row(page)).toHaveAttribute("data-status", "confirmed", { timeout: 30_000 });
  await expect(row(home)).toHaveAttribute("data-status", "confirmed", { timeout: 10_000 });
  for (const p of [page, home]) expect(await p.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test("a row in flight on the history and home pages reaches its final state while their stream cannot be opened", async ({ page, user: _user }) => {
  test.setTimeout(90_000);
  await sandboxControl(page.request, "/faults", IN_FLIGHT);
  const id = await payEdenor(page.request, 1);
  const row = (p: Page) => p.locator(`a[href="/operations/${id}"]`).locator("[data-status]");
  let refused = 0;
  await page.context().route("**/api/operations/events**", (route) => {
    refused++;
    return route.abort();
  });

  await page.goto("/history");
  await expect(row(page)).toHaveAttribute("data-status", /pending|processing/);
  const home = await page.context().newPage();
  await home.goto("/");
  await expect(row(home)).toHaveAttribute("data-status", /pending|processing/);
  await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

  await sandboxControl(page.request, "/faults", NO_FAULTS);
  await expect(row(page)).toHaveAttribute("data-status", "confirmed", { timeout: 30_000 });
  await expect(row(home)).toHaveAttribute("data-status", "confirmed", { timeout: 30_000 });
});
