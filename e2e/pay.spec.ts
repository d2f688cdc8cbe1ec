import { expect, expectAccessible, sandboxControl, snap, test } from "./fixtures";
import { debts, numberField, queryDebts, reviewClosedDebt } from "./helpers/pay-helpers";

// Every journey starts as a new customer, signed in by the fixture.
test.beforeEach(async ({ user }) => {
  expect(user.id).toBeTruthy();
});

test("finds EDENOR by typing 'eden'; two letters ask nothing and a miss says so", async ({ page }) => {
  const searches: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/companies/services" && url.searchParams.has("search")) searches.push(url.searchParams.get("search") ?? "");
  });
  await page.goto("/pay");
  await expect(page.getByRole("heading", { level: 1, name: "Pagar servicios" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
  await snap(page, "pay-browse");
  await expectAccessible(page);

  const search = page.getByRole("searchbox", { name: "Buscar empresa" });
  await search.fill("ed");
  await expect(search).toHaveAccessibleDescription("Escribí al menos 3 letras para buscar.");
  await page.waitForTimeout(800); // well past the 300 ms debounce: a request would have left by now
  expect(searches).toEqual([]);

  // Typed one key at a time: only the settled "eden" is sent, not "ede".
  const searched = page.waitForResponse((response) => response.url().includes("search=eden"));
  await search.pressSequentially("en", { delay: 60 });
  await searched;
  const edenor = page.getByRole("link", { name: /^EDENOR Luz$/ });
  await expect(edenor).toBeVisible();
  await expect(page.getByRole("link", { name: /^AySA/ })).toHaveCount(0); // on the unfiltered first page
  expect(searches).toEqual(["eden"]);
  await expect(edenor.locator("img")).toHaveAttribute("src", "/api/logos/AR-S-0003");

  await search.fill("zzzz");
  await expect(page.getByText("Ninguna empresa coincide con “zzzz”.")).toBeVisible();
});

test("filters by category and pages forward and back", async ({ page }) => {
  await page.goto("/pay");
  const items = page.getByRole("main").getByRole("listitem");
  await expect(items.first()).toBeVisible();
  const firstPage = await items.allTextContents();

  await page.getByRole("button", { name: /Siguiente/ }).click();
  await expect(page.getByText("Página 2", { exact: true })).toBeVisible();
  await expect.poll(() => items.allTextContents()).not.toEqual(firstPage);
  await page.getByRole("button", { name: /Anterior/ }).click();
  await expect(page.getByText("Página 1", { exact: true })).toBeVisible();
  await expect.poll(() => items.allTextContents()).toEqual(firstPage);

  await page.getByRole("combobox", { name: "Categoría" }).selectOption("SERVICIO DE GAS");
  await expect(items.filter({ hasText: /Gas|Metrogas|Lipigas|Calidda/ }).first()).toBeVisible();
  await expect.poll(async () => (await items.allTextContents()).every((text) => text.includes("Gas"))).toBe(true);
  await expect(page.getByRole("link", { name: /^EDENOR/ })).toHaveCount(0);
});

test("EDENOR's page builds its form from the catalogue and shows each error under its field", async ({ page }) => {
  const debtQueries: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/bills/debts")) debtQueries.push(request.method());
  });
  await page.goto("/pay");
  await page.getByRole("searchbox", { name: "Buscar empresa" }).fill("eden");
  await page.getByRole("link", { name: /^EDENOR Luz$/ }).click();
  await expect(page).toHaveURL(/\/pay\/AR-S-0003$/);
  await expect(page.getByRole("heading", { level: 1, name: "EDENOR" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Logo de EDENOR" })).toBeVisible();

  await expect(page.getByRole("radio", { name: /Número de cliente/ })).toBeChecked();
  const field = numberField(page);
  await expect(field).toHaveAttribute("inputmode", "numeric");
  await expect(field).toHaveAccessibleDescription("Figura arriba a la derecha de tu factura (10 dígitos).");
  await snap(page, "pay-company");
  await expectAccessible(page);

  await field.fill("123456789");
  await page.getByRole("button", { name: "Consultar deuda" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/Número de cliente tiene que tener 10 caracteres\./);
  await field.fill("12345abcde");
  await page.getByRole("button", { name: "Consultar deuda" }).click();
  await expect(field).toHaveAccessibleDescription(/Número de cliente solo puede tener números\./);
  await snap(page, "pay-company-errors");
  await expectAccessible(page);
  expect(debtQueries).toEqual([]); // refused in the browser: the provider was never asked

  await page.getByRole("radio", { name: /Código de barras/ }).check();
  await expect(page.getByRole("textbox", { name: "Código de barras" })).toHaveAttribute("inputmode", "numeric");
});

test("a number without bills says there is nothing to pay", async ({ page }) => {
  await queryDebts(page, 0);
  await expect(page.getByRole("alert").filter({ hasText: "EDENOR no tiene facturas pendientes con estos datos." })).toBeVisible();
  await expect(debts(page)).toHaveCount(0);
});

test("one closed debt shows the customer, its amount and its due date", async ({ page }) => {
  await queryDebts(page, 1);
  await expect(page.getByRole("heading", { name: "Tus facturas" })).toBeFocused();
  await expect(page.getByText(/^Titular de la cuenta: \S+/)).toBeVisible();
  const debt = debts(page);
  await expect(debt).toHaveCount(1);
  await expect(debt).toContainText(/\$\s?[1-9][\d.]*,\d\d/);
  await expect(debt).toContainText(/Vence el/);
  await expect(debt).toContainText(/Equivale a unos US\$/);
  await expect(debt.getByRole("radio")).toBeChecked();
});

test("an open debt lets the payer choose within its range and never shows $0", async ({ page }) => {
  await queryDebts(page, 2);
  const debt = debts(page);
  await expect(debt).toContainText(/Vos elegís cuánto pagar: entre \$\s?[\d.]+,\d\d y \$\s?[\d.]+,\d\d\./);
  await expect(page.getByText(/\$\s?0,00/)).toHaveCount(0);
  await snap(page, "pay-debts-open");
  await expectAccessible(page);

  const amount = page.getByRole("textbox", { name: /¿Cuánto querés pagar\?/ });
  await amount.fill("999999999");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(amount).toHaveAccessibleDescription(/Ingresá un monto entre/);
  await amount.fill("1500,50");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: "Revisá tu pago" })).toBeVisible();
  // The total, and the pay button that says it again.
  await expect(page.getByText(/^\$\s?1\.500,50$/)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Confirmar y pagar \$\s?1\.500,50$/ })).toBeVisible();

  // "Modificar" brings the amount back as it is written in Spanish, and "1.500,50" reads the same.
  await page.getByRole("button", { name: "Modificar" }).click();
  await expect(amount).toHaveValue("1500,50");
  await amount.fill("1.500,50");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: "Revisá tu pago" })).toBeVisible();
  // The total, and the pay button that says it again.
  await expect(page.getByText(/^\$\s?1\.500,50$/)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Confirmar y pagar \$\s?1\.500,50$/ })).toBeVisible();
});

test("three debts: the expired one is shown but cannot be chosen, the surcharges are listed", async ({ page }) => {
  await queryDebts(page, 3);
  await expect(debts(page)).toHaveCount(3);
  const expired = debts(page).filter({ hasText: "Vencida: no se puede pagar" });
  await expect(expired).toHaveCount(1);
  await expect(expired.getByRole("radio")).toBeDisabled();
  await expect(expired).toContainText("Venció el");

  const surcharged = debts(page).filter({ hasText: "Tiene recargo si la pagás después del vencimiento:" });
  await expect(surcharged).toHaveCount(1);
  await expect(surcharged.getByRole("listitem")).toHaveCount(2);
  await expect(surcharged.getByRole("listitem").first()).toContainText(/\$\s?[\d.]+,\d\d hasta el/);
  // Nothing is chosen for the user when there is a real choice to make.
  await expect(page.getByRole("button", { name: "Continuar" })).toHaveCount(0);
  await snap(page, "pay-debts-three");
  await expectAccessible(page);

  await surcharged.getByRole("radio").check();
  await expect(page.getByRole("button", { name: "Continuar" })).toBeVisible();
});

test("a biller failure is explained and can be retried", async ({ page }) => {
  const queries: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/bills/debts")) queries.push(request.method());
  });
  await queryDebts(page, 6);
  const notice = page.getByRole("alert").filter({ hasText: "EDENOR no nos pudo informar tus facturas en este momento." });
  await expect(notice).toBeVisible();
  await expect.poll(() => queries.length).toBe(1);
  await notice.getByRole("button", { name: "Consultar de nuevo" }).click();
  await expect.poll(() => queries.length).toBe(2);
  await expect(page.getByRole("alert").filter({ hasText: "EDENOR no nos pudo informar" })).toBeVisible();
});

test("a provider too slow to answer is said so within the budget, nothing charged, and the retry works once it answers", async ({ page }) => {
  // A try waits 10 s for the provider and no second one fits the 12 s budget; before it, 31 s.
  test.setTimeout(60_000);
  await sandboxControl(page.request, "/faults", { latencyMs: 20_000, latencyPaths: ["/services/debts"] });
  try {
    await queryDebts(page, 1);
    const notice = page.getByRole("alert").filter({ hasText: "Consultar tus facturas de EDENOR está tardando demasiado." });
    await expect(notice).toBeVisible({ timeout: 14_000 });
    await expect(notice).toContainText("No se te cobró nada. Probá de nuevo en un momento.");
    await snap(page, "pay-debts-slow");
    await expectAccessible(page);

    await sandboxControl(page.request, "/faults", { latencyMs: 0, latencyPaths: [] });
    await notice.getByRole("button", { name: "Consultar de nuevo" }).click();
    await expect(debts(page)).toHaveCount(1);
    await expect(notice).toHaveCount(0);
  } finally {
    await sandboxControl(page.request, "/faults", { latencyMs: 0, latencyPaths: [] });
  }
});

test("shows provider data presentable: readable names, translated categories, a concept said once", async ({ page }) => {
  await page.goto("/pay");
  const search = page.getByRole("searchbox", { name: "Buscar empresa" });
  await search.fill("aysa");
  // "AYSA" / "SERVICIO DE AGUA" from the provider: the brand's spelling and the user's category.
  await expect(page.getByRole("link", { name: /^AySA Agua$/ })).toBeVisible();
  await search.fill("banco del sol");
  await expect(page.getByRole("link", { name: /^Banco del Sol / })).toBeVisible();
  await search.fill("prestamos");
  await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: "Santander - Préstamos" })).toBeVisible();

  // The category filter offers bill categories only, in Spanish: no "musica" or "gaming" of gift cards.
  const categories = page.getByRole("combobox", { name: "Categoría" }).getByRole("option");
  await expect(categories.filter({ hasText: /^Luz$/ })).toHaveCount(1);
  const labels = await categories.allTextContents();
  for (const raw of ["SERVICIO DE LUZ", "musica", "gaming", "telefonia", "entretenimiento"]) expect(labels).not.toContain(raw);
  expect(labels).toContain("Telefonía móvil");

  // A debt's concept once: "Concepto: Factura 2026-11", never "Factura: Factura 2026-11".
  await reviewClosedDebt(page, 1);
  const concept = page.getByRole("main").locator("dl > div").filter({ has: page.getByText("Concepto", { exact: true }) }).locator("dd");
  await expect(concept).toHaveText(/^Factura \d{4}-\d{2}$/);
  await expect(page.getByRole("main")).not.toContainText("Factura: Factura");
});
