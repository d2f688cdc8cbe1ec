// Every main page at a phone's width (390 px) and a desktop's (1280 px), with a saved account whose
// nickname is 40 characters of one word: nothing is wider than the screen, not even the operator
// console, whose tables fit a desktop and whose menu stays on one line there. On a phone, Pagar
// opens on the company search, and the tab bar takes its taps over whatever scrolls under it.
import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { expectFitsViewport } from "./helpers/fits-viewport";
import { LONG_NICKNAME, seedLongNickname } from "./helpers/long-nickname";
import { payEdenor } from "./helpers/operations-api";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

type Stop = { path: string; ready: (page: Page) => Locator };

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name });

/**
 * Opens each page at each width once it shows what it is for, and checks its width; one run names
 * every page that is too wide, not only the first.
 */
async function walk(page: Page, stops: Stop[]) {
  const tooWide: string[] = [];
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    for (const { path, ready } of stops) {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await expectFitsViewport(page).catch((error: Error) => tooWide.push(`${path} at ${size.width} px: ${error.message}`));
    }
  }
  expect(tooWide.join("\n\n")).toBe("");
}

test("no page of the wallet is wider than a phone's screen or a desktop's, with a 40-character nickname on show", async ({ page, user }) => {
  test.setTimeout(120_000);
  const { operationId, agendaId } = await seedLongNickname(page, user);
  const nickname = (testId: string) => (p: Page) => p.getByTestId(testId).filter({ hasText: LONG_NICKNAME }).first();
  await walk(page, [
    { path: "/", ready: (p) => p.getByRole("region", { name: "Últimos movimientos" }).getByText(LONG_NICKNAME) },
    { path: "/pay", ready: (p) => p.getByRole("searchbox", { name: "Buscar empresa" }) },
    { path: "/pay/AR-S-0003", ready: (p) => p.getByRole("button", { name: "Consultar deuda" }) },
    { path: "/agenda", ready: nickname("adhesion") },
    { path: "/notifications", ready: (p) => heading(p, "Avisos") },
    { path: "/history", ready: (p) => p.getByTestId("history-list").getByText(LONG_NICKNAME) },
    { path: `/operations/${operationId}`, ready: (p) => p.getByText(LONG_NICKNAME).first() },
    { path: "/profile", ready: (p) => heading(p, "Tu perfil") },
    { path: `/autopay/accounts/${agendaId}`, ready: (p) => p.getByRole("heading", { level: 1 }) },
    { path: "/topups", ready: (p) => heading(p, "Recargas") },
    { path: "/gift-cards", ready: (p) => heading(p, "Tarjetas de regalo") },
  ]);
  // The saved account and its reminder carry the nickname where they are listed.
  await page.goto("/");
  await expect(page.getByTestId("due-item").filter({ hasText: LONG_NICKNAME })).toBeVisible();
  await expectAccessible(page);
  await page.goto("/agenda");
  await expect(nickname("adhesion")(page)).toBeVisible();
  await expectAccessible(page);
});

test("the operator console fits a phone's screen and a desktop's, and says an unsigned sandbox callback is normal", async ({ page, user, operator }) => {
  await seedLongNickname(page, user);
  await operator.signIn(page.context());
  await walk(page, [{ path: "/operator", ready: (p) => p.getByTestId("callbacks").getByRole("row").nth(1) }]);

  // The sandbox signs nothing: each callback says "unsigned (sandbox)" in the text's own colour, none in red.
  const signatures = page.getByTestId("callbacks").locator("[data-signature]");
  await expect(signatures.first()).toHaveText("Sin firma (sandbox)");
  for (const signature of await signatures.all()) {
    await expect(signature).toHaveAttribute("data-signature", "not-expected");
    const [red, green] = (await signature.evaluate((s) => getComputedStyle(s).color)).match(/\d+/g)!.map(Number);
    expect(red! - green!, "an unsigned sandbox callback is shown in red").toBeLessThan(40);
  }

  // At a desktop's width every table shows all its columns without scrolling, and the menu is one line.
  await page.setViewportSize(DESKTOP);
  for (const region of await page.locator('[role="region"]:has(> table)').all()) {
    const { scrollWidth, clientWidth } = await region.evaluate((r) => ({ scrollWidth: r.scrollWidth, clientWidth: r.clientWidth }));
    expect(scrollWidth, `${await region.getAttribute("aria-label")} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
  }
  const actions = await page.getByTestId("operations").getByRole("columnheader", { name: "Acciones" }).boundingBox();
  const operations = await page.locator(`[role="region"][aria-label="Operaciones"]`).boundingBox();
  expect(actions && operations && actions.x + actions.width <= operations.x + operations.width, "the Acciones column is cut").toBe(true);
  const menu = page.getByRole("navigation", { name: "Navegación principal" }).getByRole("listitem");
  const tops = await menu.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
  expect(new Set(tops).size, "the menu wraps onto a second line").toBe(1);
});

// A phone as Chromium plays one (a mobile viewport, touch): a page wider than the screen is laid
// out wider than it, and then the tab bar is no longer where the page's rows are.
test.describe("on a phone", () => {
  test.use({ isMobile: true, hasTouch: true, viewport: PHONE });

  test("Pagar opens with the company search and its first companies on the first screen, scanning a tap away", async ({ page, user: _user }) => {
    await page.goto("/pay");
    const search = page.getByRole("searchbox", { name: "Buscar empresa" });
    const firstCompany = page.getByRole("main").locator(`a[href^="/pay/"]`).first();
    await expect(firstCompany).toBeVisible();
    // On the first screen as it loads, nothing scrolled: the search, and the companies starting under it.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const barTop = (await page.getByRole("navigation", { name: "Secciones" }).boundingBox())!.y;
    for (const [what, box] of [["search field", await search.boundingBox()], ["first company", await firstCompany.boundingBox()]] as const) {
      expect(box && box.y >= 0 && box.y + box.height <= barTop, `${what} at ${JSON.stringify(box)}, tab bar at ${barTop}`).toBe(true);
    }
    // Scanning is one tap away, in place.
    const scan = page.getByRole("button", { name: "Pagá escaneando la factura" });
    await expect(scan).toHaveAttribute("aria-expanded", "false");
    await scan.click();
    await expect(page.getByRole("button", { name: "Escanear con la cámara" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Número del código de barras" })).toBeVisible();
    await expectFitsViewport(page);
    await expectAccessible(page);
  });

  test("the tab bar takes its taps over the rows that scroll under it, and the last row scrolls clear of it", async ({ page, user }) => {
    test.setTimeout(90_000);
    await seedLongNickname(page, user);
    for (let i = 0; i < 2; i++) await payEdenor(page.request, 1);
    const bar = page.getByRole("navigation", { name: "Secciones" });
    const rows = page.getByRole("main").locator(`a[href^="/operations/"]`);
    const taps = [["Mis cuentas", "/", /\/agenda$/], ["Pagar", "/", /\/pay$/], ["Recargas", "/", /\/topups$/], ["Inicio", "/history", /\/$/]] as const;
    for (const [name, from, to] of taps) {
      await page.goto(from);
      await expect(rows.nth(2)).toBeVisible();
      // An operation's row right under the bar, where a tap on the bar would land on it.
      const barTop = (await bar.boundingBox())!.y;
      await rows.first().evaluate((row, top) => window.scrollBy(0, row.getBoundingClientRect().top - top + 8), barTop);
      await bar.getByRole("link", { name, exact: true }).click({ timeout: 5_000 });
      await expect(page).toHaveURL(to);
    }
    await expect(rows.nth(2)).toBeVisible();
    await bar.getByRole("button", { name: "Más" }).click({ timeout: 5_000 });
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    // Scrolled to the end, the page's last block ends above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastBlock = await page.getByRole("main").locator("section, [role=region]").last().boundingBox();
    expect(lastBlock!.y + lastBlock!.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
  });
});
