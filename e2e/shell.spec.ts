import { randomInt } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { APP_ORIGIN, expect, expectAccessible, sandboxControl, snap, test } from "./fixtures";
import { postPayment } from "./helpers/operations-api";

// The app's shell and finish: the phone's tab bar and "Más", the desktop header, the 404, no emoji
// as icons, focus after navigating, and the "(estimado)" spacing (the icons and letter tiles are
// in icons.spec.ts).
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const ORIGIN = { origin: APP_ORIGIN };
const EDENOR = "AR-S-0003";

// Symbols that served as icons: arrows, technical signs, geometric shapes, dingbats, emoji.
const ICON_GLYPHS = /[\u2190-\u21FF\u2300-\u23FF\u25A0-\u27BF\u2B00-\u2BFF\u2139\u{1F000}-\u{1FAFF}]/u;

const tabBar = (page: Page) => page.getByRole("navigation", { name: "Secciones" });
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Saves an EDENOR account whose number ends in 3 (a "new bill" notice with an estimated date) and has the provider send its notice. */
async function estimatedNotice(request: APIRequestContext, userId: string) {
  const company = (await (await request.get(`/api/companies/services/${EDENOR}`)).json()) as {
    company: { modalities: { modalityId: string; isSchedulable: boolean }[] };
  };
  const modalityId = company.company.modalities.find((m) => m.isSchedulable)?.modalityId;
  const saved = await request.post("/api/agenda/adhesions", {
    headers: ORIGIN,
    data: { companyCode: EDENOR, modalityId, queryData: [{ identifierName: "clientNumber", identifierValue: `${randomInt(100_000_000, 1_000_000_000)}3` }] },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await sandboxControl(request, "/agenda/notify", { externalClientId: userId });
}

test("on a phone the tab bar shows the main destinations without scrolling sideways, and Más opens the rest", async ({ page, user: _user }) => {
  await page.setViewportSize(PHONE);
  for (const path of ["/", "/pay", "/topups", "/gift-cards", "/history", "/agenda", "/notifications", "/rates"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await scrollWidth(page), path).toBeLessThanOrEqual(PHONE.width);
  }

  await page.goto("/");
  const tabs = tabBar(page);
  await expect(tabs).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeHidden();
  await expect(tabs.getByRole("link", { name: "Inicio" })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("link", { name: "Pagar" })).toHaveAttribute("href", "/pay");
  await expect(tabs.getByRole("link", { name: "Recargas" })).toHaveAttribute("href", "/topups");
  await expect(tabs.locator('a[href="/agenda"]')).toBeVisible();
  const more = tabs.getByRole("button", { name: "Más" });
  await expect(more).toBeVisible();
  // Every tab sits inside the screen, pinned to its bottom edge.
  for (const tab of await tabs.locator("li").all()) {
    const box = await tab.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  }
  const bar = await tabs.boundingBox();
  expect(bar && Math.round(bar.y + bar.height)).toBe(PHONE.height);
  // The page reserves the bar's height, so its end scrolls clear of the bar.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--bottom-bar-height").trim())).not.toMatch(/^0(px)?$/);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastBlock = await page.locator("#main > *").last().boundingBox();
  const barTop = (await tabs.boundingBox())?.y ?? 0;
  expect(lastBlock && lastBlock.y + lastBlock.height).toBeLessThanOrEqual(barTop);
  await snap(page, "shell-phone-home");
  await expectAccessible(page);

  await more.click();
  const sheet = page.getByRole("dialog", { name: "Más opciones" });
  await expect(sheet).toBeVisible();
  await expect(more).toHaveAttribute("aria-expanded", "true");
  for (const name of ["Tarjetas de regalo", "Movimientos", "Avisos", "Cotizaciones"]) {
    await expect(sheet.getByRole("link", { name })).toBeVisible();
  }
  await expect(sheet.getByRole("link", { name: "Consola de operación" })).toHaveCount(0);
  await expect(sheet.getByRole("combobox", { name: "Idioma" })).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/shell-phone-more.png" });
  await expectAccessible(page);

  // Escape closes it and gives focus back to "Más".
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(more).toBeFocused();

  // A destination in the sheet opens; "Más" is then the marked tab.
  await more.click();
  await sheet.getByRole("link", { name: "Cotizaciones" }).click();
  await expect(page).toHaveURL(/\/rates$/);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Cotizaciones" })).toBeVisible();
  await expect(tabs.locator('[aria-current="page"]')).toHaveCount(0);
});

test("on a desktop the header holds every destination and there is no tab bar", async ({ page, user: _user }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/history");
  const nav = page.getByRole("navigation", { name: "Navegación principal" });
  await expect(nav).toBeVisible();
  for (const name of ["Inicio", "Pagar servicios", "Recargas", "Tarjetas de regalo", "Movimientos", "Avisos", "Cotizaciones"]) {
    await expect(nav.getByRole("link", { name })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: "Movimientos" })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator('a[href="/agenda"]')).toBeVisible();
  await expect(tabBar(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Idioma" })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--bottom-bar-height").trim())).toMatch(/^0(px)?$/);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(DESKTOP.width);
  await snap(page, "shell-desktop-history");
});

test("an unknown address answers a 404 in the user's language with a way home", async ({ page, user }) => {
  const response = await page.goto("/esta-pagina-no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "No encontramos esta página" })).toBeVisible();
  await expect(page).toHaveTitle("Página no encontrada · Saldo");
  await snap(page, "not-found-es");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Ir al inicio" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: `Hola, ${user.name}` })).toBeVisible();

  await page.context().addCookies([{ name: "saldo_locale", value: "en", url: APP_ORIGIN }]);
  expect((await page.goto("/pay/x/y/z"))?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page.getByRole("heading", { level: 1, name: "We couldn’t find this page" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to home" })).toHaveAttribute("href", "/");
  await expectAccessible(page);
});

test("no emoji or symbol characters stand in for icons in the shell, home, a company's page and the notices", async ({ page, user }) => {
  await estimatedNotice(page.request, user.id);
  const check = async (label: string) => {
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const text = await page.evaluate(() => document.body.innerText);
    expect(text.match(ICON_GLYPHS), label).toBeNull();
  };
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto("/");
    await check(`home at ${size.width}`);
    if (size === PHONE) {
      await tabBar(page).getByRole("button", { name: "Más" }).click();
      await check("Más");
      await page.keyboard.press("Escape");
    }
  }
  await page.goto(`/pay/${EDENOR}`);
  await expect(page.getByRole("radio").first()).toBeVisible();
  await check("a company's page");
  await page.goto("/notifications");
  await expect(page.getByTestId("notification").first()).toBeVisible();
  await check("notices");
  // The icons are drawn as SVG instead.
  expect(await page.getByTestId("notification").first().locator("svg").count()).toBeGreaterThan(0);
});

test("focus moves to the new page's heading after navigating, never on the first load", async ({ page, user: _user }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  // From the header's navigation.
  await page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Cotizaciones" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cotizaciones" })).toBeFocused();

  // From a link inside the page, which goes away with it.
  await page.goto("/");
  await page.getByRole("link", { name: /Pagar un servicio/ }).click();
  await expect(page).toHaveURL(/\/pay$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pagar servicios" })).toBeFocused();

  // To an operation's page, from the activity list.
  const response = await postPayment(page.request, "/api/topups", { companyCode: "AR-R-0001", productId: "1", amount: 150, identifierName: "BA1", identifierValue: `${randomInt(100_000_000, 1_000_000_000)}0`, paymentMethod: "DEBIT" });
  expect([201, 202], await response.text()).toContain(response.status());
  await page.goto("/history");
  await page.locator('#main a[href^="/operations/"]').first().click();
  await expect(page).toHaveURL(/\/operations\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

  // On a phone, from the tab bar.
  await page.setViewportSize(PHONE);
  await tabBar(page).getByRole("link", { name: "Recargas" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect(page).toHaveURL(/\/topups$/);
});

test("an estimated due date is written with a space before '(estimado)'", async ({ page, user }) => {
  await estimatedNotice(page.request, user.id);
  await page.goto("/notifications");
  const notice = page.getByTestId("notification").first();
  await expect(notice).toContainText("(estimado)");
  expect(await notice.innerText()).toMatch(/\d{4} \(estimado\)/);
  await page.goto("/");
  const due = page.getByTestId("due-item").first();
  await expect(due).toContainText("(fecha estimada)");
  expect(await due.innerText()).toMatch(/\d{4} \(fecha estimada\)/);
});

test("cards in one row have the same height on a desktop", async ({ page, user: _user }) => {
  await page.setViewportSize(DESKTOP);
  const heights = (locator: ReturnType<Page["locator"]>) => locator.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
  await page.goto("/");
  const shortcuts = await heights(page.getByRole("navigation", { name: "¿Qué querés hacer?" }).getByRole("link"));
  expect(shortcuts).toHaveLength(3);
  expect(new Set(shortcuts).size).toBe(1);

  await page.goto("/pay");
  await page.getByRole("searchbox", { name: "Buscar empresa" }).fill("gas");
  await expect(page.getByRole("main").getByRole("link", { name: /ECOGAS/i })).toBeVisible();
  // Row by row (three a row at this width), every card as tall as its neighbours.
  const rows = await page.locator("#main ul li > a").evaluateAll((links) => {
    const byTop = new Map<number, number[]>();
    for (const link of links) {
      const box = link.getBoundingClientRect();
      byTop.set(Math.round(box.top), [...(byTop.get(Math.round(box.top)) ?? []), Math.round(box.height)]);
    }
    return [...byTop.values()];
  });
  expect(rows.length).toBeGreaterThan(1);
  for (const row of rows) expect(new Set(row).size).toBe(1);
  await snap(page, "pay-search-gas");
});
