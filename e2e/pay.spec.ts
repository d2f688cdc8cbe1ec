import { randomInt, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { payNowHref } from "@/lib/bills/pay-now-link";
import { expect, expectAccessible, snap, test } from "./fixtures";

// Sandbox: the last digit of EDENOR's 10-digit client number picks the scenario (sandbox/README.md).
// Numbers are random: the sandbox remembers each number's bills, so a paid bill stays paid.
const EDENOR = "/pay/AR-S-0003";
const clientNumber = (digit: number) => `${randomInt(100_000_000, 1_000_000_000)}${digit}`;
const OPERATION_URL = /\/operations\/[0-9a-f-]{36}$/;

const numberField = (page: Page) => page.getByRole("textbox", { name: "Número de cliente", exact: true });
const debts = (page: Page) => page.getByTestId("debt");

async function queryDebts(page: Page, digit: number): Promise<string> {
  const number = clientNumber(digit);
  await page.goto(EDENOR);
  await numberField(page).fill(number);
  await page.getByRole("button", { name: "Consultar deuda" }).click();
  return number;
}

/** Queries a one-closed-debt number and goes as far as the review. */
async function reviewClosedDebt(page: Page, digit: number, method = "Dinero en cuenta"): Promise<string> {
  const number = await queryDebts(page, digit);
  await expect(debts(page)).toHaveCount(1);
  await page.getByRole("radio", { name: method }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: "Revisá tu pago" })).toBeFocused();
  return number;
}

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
  const edenor = page.getByRole("link", { name: /^EDENOR SERVICIO DE LUZ$/ });
  await expect(edenor).toBeVisible();
  await expect(page.getByRole("link", { name: /^AYSA/ })).toHaveCount(0); // on the unfiltered first page
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
  await expect(items.filter({ hasText: /GAS|METROGAS|LIPIGAS|CALIDDA/ }).first()).toBeVisible();
  await expect.poll(async () => (await items.allTextContents()).every((text) => text.includes("SERVICIO DE GAS"))).toBe(true);
  await expect(page.getByRole("link", { name: /^EDENOR/ })).toHaveCount(0);
});

test("EDENOR's page builds its form from the catalogue and shows each error under its field", async ({ page }) => {
  const debtQueries: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/bills/debts")) debtQueries.push(request.method());
  });
  await page.goto("/pay");
  await page.getByRole("searchbox", { name: "Buscar empresa" }).fill("eden");
  await page.getByRole("link", { name: /^EDENOR SERVICIO DE LUZ$/ }).click();
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
  await expect(page.getByText(/^Titular: \S+/)).toBeVisible();
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
  await expect(page.getByText(/\$\s?1\.500,50/)).toBeVisible();
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

test("pays a closed debt: review, confirm, and the operation ends confirmed", async ({ page }) => {
  const number = await reviewClosedDebt(page, 1);
  const review = page.getByRole("main");
  for (const text of ["EDENOR", number, "Dinero en cuenta", "Total a pagar"]) await expect(review).toContainText(text);
  await snap(page, "pay-review");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Confirmar y pagar" }).click();
  await expect(page).toHaveURL(OPERATION_URL);
  await expect(page.getByRole("main").getByText(/\bConfirmado\b/).first()).toBeVisible({ timeout: 30_000 });
});

test("a payment the provider rejects lands on the operation shown as failed", async ({ page }) => {
  await reviewClosedDebt(page, 4, "Tarjeta de débito");
  await expect(page.getByRole("main")).toContainText("Tarjeta de débito");
  await page.getByRole("button", { name: "Confirmar y pagar" }).click();
  await expect(page).toHaveURL(OPERATION_URL);
  await expect(page.getByRole("main").getByText(/\bRechazado\b/).first()).toBeVisible({ timeout: 30_000 });
});

test("a payment whose callback never comes is confirmed by the reconciler", async ({ page }) => {
  await reviewClosedDebt(page, 5);
  await page.getByRole("button", { name: "Confirmar y pagar" }).click();
  await expect(page).toHaveURL(OPERATION_URL);
  await expect(page.getByRole("main").getByText(/\bConfirmado\b/).first()).toBeVisible({ timeout: 30_000 });
});

test("double-clicking confirm pays once, with one Idempotency-Key", async ({ page }) => {
  const number = await reviewClosedDebt(page, 1);
  const keys: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/bills/payments")) keys.push(request.headers()["idempotency-key"] ?? "");
  });
  await page.getByRole("button", { name: "Confirmar y pagar" }).dblclick();
  await expect(page).toHaveURL(OPERATION_URL);
  expect(keys.length).toBeGreaterThanOrEqual(1);
  expect(new Set(keys).size).toBe(1);

  const response = await page.request.get("/api/operations?kind=bill");
  const { operations } = (await response.json()) as { operations: { identifiers: { identifierValue: string }[] }[] };
  expect(operations.filter((op) => op.identifiers.some((i) => i.identifierValue === number))).toHaveLength(1);
});

test("a debt already paid from elsewhere links to that payment instead of paying it twice", async ({ page }) => {
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/bills/debts") && r.ok());
  await reviewClosedDebt(page, 1);
  const { debts: [debt] } = (await (await answered).json()) as { debts: { debtId: string; amount: number }[] };
  // Another tab (another checkout, another key) pays the same debt first.
  const other = await page.request.post("/api/bills/payments", {
    data: { debtId: debt?.debtId, amount: debt?.amount, paymentMethod: "ACCOUNT" },
    headers: { "idempotency-key": randomUUID(), origin: "http://localhost:3610" },
  });
  expect(other.ok()).toBe(true);
  const { operation } = (await other.json()) as { operation: { id: string } };

  await page.getByRole("button", { name: "Confirmar y pagar" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "Esta factura ya tiene un pago en curso o hecho." });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link", { name: "Ver ese pago" })).toHaveAttribute("href", `/operations/${operation.id}`);
  await expect(page).toHaveURL(/\/pay\/AR-S-0003$/);
});

test("the agenda's prefilled link fills the form and runs the query at once", async ({ page }) => {
  const response = await page.request.get("/api/companies/services/AR-S-0003");
  const { company } = (await response.json()) as {
    company: { modalities: { modalityId: string; queryData: { identifierName: string }[] }[] };
  };
  const byClient = company.modalities.find((m) => m.queryData.some((f) => f.identifierName === "clientNumber"));
  expect(byClient).toBeDefined();
  const number = clientNumber(1);
  const href = payNowHref("AR-S-0003", byClient?.modalityId ?? "", [{ identifierName: "clientNumber", identifierValue: number }]);
  expect(href).toContain("autoquery=1");

  await page.goto(href);
  await expect(numberField(page)).toHaveValue(number);
  await expect(page.getByRole("heading", { name: "Tus facturas" })).toBeVisible();
  await expect(debts(page)).toHaveCount(1);
});
