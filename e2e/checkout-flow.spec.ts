// The bill checkout as a phone and a desktop use it: every step has its own address (back,
// forward, reload and "Modificar" keep everything), a slow query says who is being asked, the
// debts come into view and each step's primary action stays pinned on a phone.
import type { Locator, Page } from "@playwright/test";
import { APP_ORIGIN, expect, expectAccessible, snap, test } from "./fixtures";
import { payEdenor, readOperation, settled } from "./helpers/operations-api";
import { traverse } from "./helpers/history";
import { EDENOR, clientNumber, debts, numberField, queryDebts, reviewClosedDebt } from "./helpers/pay-helpers";

test.beforeEach(async ({ user }) => {
  expect(user.id).toBeTruthy();
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const reviewHeading = (page: Page) => page.getByRole("heading", { name: "Revisá tu pago" });
const amountField = (page: Page) => page.getByRole("textbox", { name: /¿Cuánto querés pagar\?/ });
const step = (page: Page) => new URL(page.url()).searchParams.get("step");

/** Counts the payments the page sends: opening a step must never pay. */
function paymentsSent(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/bills/payments")) sent.push(request.url());
  });
  return sent;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on the page");
  return found;
}

test("back, forward and reload move between the query, the debts and the review, and keep every field", async ({ page }) => {
  const payments = paymentsSent(page);
  const number = await queryDebts(page, 2);
  await expect(debts(page)).toHaveCount(1);
  await expect.poll(() => step(page)).toBe("debts");
  expect(new URL(page.url()).searchParams.get("clientNumber")).toBe(number);

  await amountField(page).fill("1500,50");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(reviewHeading(page)).toBeVisible();
  await expect.poll(() => step(page)).toBe("review");
  const review = new URL(page.url()).searchParams;
  expect([review.get("debt"), review.get("amount"), review.get("method")]).toEqual(["1", "1500.5", "ACCOUNT"]);

  // A reload asks for the debts again and opens the same review; it pays nothing.
  await page.reload();
  await expect(reviewHeading(page)).toBeVisible();
  await expect(page.getByRole("main")).toContainText(number);
  await expect(page.getByText(/^\$\s?1\.500,50$/)).toBeVisible();

  // Back: the debts, with the number and the amount as they were (the amount in Spanish).
  await traverse(page, -1);
  await expect(debts(page)).toHaveCount(1);
  await expect(numberField(page)).toHaveValue(number);
  await expect(amountField(page)).toHaveValue("1500,50");
  expect(page.url()).toContain(EDENOR);
  // Back again: the query, still filled in, without the old debts.
  await traverse(page, -1);
  await expect(numberField(page)).toHaveValue(number);
  await expect(debts(page)).toHaveCount(0);
  expect(step(page)).toBeNull();
  // Forward twice: the debts, then the review again.
  await traverse(page, 1);
  await expect(debts(page)).toHaveCount(1);
  await traverse(page, 1);
  await expect(reviewHeading(page)).toBeVisible();
  await expect(page.getByText(/^\$\s?1\.500,50$/)).toBeVisible();

  // "Modificar" keeps the number, the debts and the amount.
  await page.getByRole("button", { name: "Modificar" }).click();
  await expect(numberField(page)).toHaveValue(number);
  await expect(debts(page)).toHaveCount(1);
  await expect(amountField(page)).toHaveValue("1500,50");
  await expect.poll(() => step(page)).toBe("debts");
  expect(payments).toEqual([]);
});

test("the review shows and re-shows the amount in the user's language", async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "saldo_locale", value: "en", url: baseURL ?? APP_ORIGIN }]);
  await page.goto(EDENOR);
  await page.getByRole("textbox", { name: "Número de cliente", exact: true }).fill(clientNumber(2));
  await page.getByRole("button", { name: "Look up my bills" }).click();
  await expect(page.getByRole("heading", { name: "Your bills" })).toBeVisible();
  await page.getByRole("textbox", { name: /How much do you want to pay/ }).fill("1,234.5");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(/^ARS\s?1,234\.50$/)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Confirm and pay ARS\s?1,234\.50$/ })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("amount")).toBe("1234.5");
  await page.reload();
  await expect(page.getByText(/^ARS\s?1,234\.50$/)).toBeVisible();
  await page.getByRole("button", { name: "Change" }).click();
  await expect(page.getByRole("textbox", { name: /How much do you want to pay/ })).toHaveValue("1234.50");
});

test("'query again' after a failed payment opens the query filled in and runs it", async ({ page }) => {
  const id = await payEdenor(page.request, 4);
  await settled(page.request, id, "failed");
  const { identifiers } = await readOperation(page.request, id);
  const number = identifiers[0]?.identifierValue ?? "";
  await page.goto(`/operations/${id}`);
  await page.getByRole("link", { name: "Consultar la deuda de nuevo" }).click();
  await expect(numberField(page)).toHaveValue(number);
  await expect(page.getByRole("heading", { name: "Tus facturas" })).toBeVisible();
  await expect(debts(page)).toHaveCount(1);
});

test("a slow query says which company is being asked and shows the list's shape", async ({ page }) => {
  await queryDebts(page, 9); // the sandbox answers this one after seconds
  const status = page.getByRole("status").filter({ hasText: "Consultando a EDENOR…" });
  await expect(status).toBeVisible();
  await expect(page.getByTestId("debts-loading")).toBeVisible();
  // Checked at once, while the answer is still on its way (the sandbox takes 4 s in this suite).
  await expectAccessible(page);
  await snap(page, "pay-debts-loading");
  await expect(debts(page)).toHaveCount(1, { timeout: 20_000 });
  await expect(status).toHaveCount(0);
});

for (const [label, size] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  test(`${label}: the debts come into view after the query, and each step's action is at hand`, async ({ page }) => {
    await page.setViewportSize(size);
    await queryDebts(page, 1);
    const continueButton = page.getByRole("button", { name: "Continuar" });
    await expect(page.getByRole("heading", { name: "Tus facturas" })).toBeInViewport();
    await expect(debts(page).first()).toBeInViewport({ ratio: 0.3 });
    await expect(continueButton).toBeInViewport();
    const bar = page.locator("[data-pinned-action]").filter({ has: continueButton });
    const position = await bar.evaluate((el) => getComputedStyle(el).position);
    expect(position).toBe(size === PHONE ? "sticky" : "static");

    // At the very end of the page the pinned action covers nothing: it sits after the last field.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastOption = page.getByText("Tarjeta de crédito", { exact: true });
    const [option, action] = [await box(lastOption), await box(continueButton)];
    expect(action.y).toBeGreaterThanOrEqual(option.y + option.height);

    await continueButton.click();
    await expect(reviewHeading(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirmar y pagar" })).toBeInViewport();
    await snap(page, `pay-review-${label}`);
  });
}

test("the phone's pinned action sits above the bottom tab bar the shell sets", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(EDENOR);
  await page.evaluate(() => document.documentElement.style.setProperty("--bottom-bar-height", "64px"));
  await numberField(page).fill("1234567891");
  await page.getByRole("button", { name: "Consultar deuda" }).click();
  const bar = page.locator("[data-pinned-action]").filter({ has: page.getByRole("button", { name: "Continuar" }) });
  await expect(bar).toBeVisible();
  expect(await bar.evaluate((el) => getComputedStyle(el).bottom)).toBe("64px");
});

for (const [label, size] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  test(`${label}: the review's buttons are reached by Tab in the order they are seen`, async ({ page }) => {
    await page.setViewportSize(size);
    await reviewClosedDebt(page, 1);
    const edit = page.getByRole("button", { name: "Modificar" });
    const confirm = page.getByRole("button", { name: "Confirmar y pagar" });
    const [a, b] = [await box(edit), await box(confirm)];
    // Seen first: above, or on the same row to the left.
    const editSeenFirst = a.y + a.height <= b.y || (Math.abs(a.y - b.y) < 4 && a.x < b.x);
    const first = editSeenFirst ? edit : confirm;
    const second = editSeenFirst ? confirm : edit;
    await first.focus();
    await page.keyboard.press("Tab");
    await expect(second).toBeFocused();
    await expectAccessible(page);
  });
}
