import { payNowHref } from "@/lib/payments/bills/pay-now-link";
import { expect, expectAccessible, snap, test } from "./fixtures";
import { OPERATION_URL, clientNumber, confirmWithPassword, debts, numberField, payAndConfirm, reviewClosedDebt, reviewThenPayElsewhere } from "./helpers/pay-helpers";

// Every journey starts as a new customer, signed in by the fixture.
test.beforeEach(async ({ user }) => {
  expect(user.id).toBeTruthy();
});

test("pays a closed debt: review, confirm, and the operation ends confirmed", async ({ page }) => {
  const number = await reviewClosedDebt(page, 1);
  const review = page.getByRole("main");
  for (const text of ["EDENOR", number, "Dinero en cuenta", "Total a pagar"]) await expect(review).toContainText(text);
  await snap(page, "pay-review");
  await expectAccessible(page);

  // A first payment to this account: confirmed with the password first (second-look.spec.ts).
  await payAndConfirm(page);
  await expect(page).toHaveURL(OPERATION_URL);
  await expect(page.getByRole("main").getByText(/\bConfirmado\b/).first()).toBeVisible({ timeout: 30_000 });
});

test("a payment the provider rejects lands on the operation shown as failed", async ({ page }) => {
  await reviewClosedDebt(page, 4, "Tarjeta de débito");
  await expect(page.getByRole("main")).toContainText("Tarjeta de débito");
  await payAndConfirm(page);
  await expect(page).toHaveURL(OPERATION_URL);
  await expect(page.getByRole("main").getByText(/\bRechazado\b/).first()).toBeVisible({ timeout: 30_000 });
});

test("a payment whose callback never comes is confirmed by the reconciler", async ({ page }) => {
  await reviewClosedDebt(page, 5);
  await payAndConfirm(page);
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
  // Confirmed, the payment goes again under the same key.
  await confirmWithPassword(page);
  await expect(page).toHaveURL(OPERATION_URL);
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);

  const response = await page.request.get("/api/operations?kind=bill");
  const { operations } = (await response.json()) as { operations: { identifiers: { identifierValue: string }[] }[] };
  expect(operations.filter((op) => op.identifiers.some((i) => i.identifierValue === number))).toHaveLength(1);
});

test("the pay button says the amount it pays, and while it is sent 'Modificar' is disabled and looks it", async ({ page }) => {
  await reviewClosedDebt(page, 1);
  const total = await page.locator("dt", { hasText: /^Total a pagar$/ }).locator("xpath=following-sibling::dd[1]").innerText();
  const amount = total.trim().replace(/[.$]/g, "\\$&").replace(/\s+/g, "\\s");
  const pay = page.getByRole("button", { name: new RegExp(`^Confirmar y pagar ${amount}$`) });
  await expect(pay).toBeVisible();
  const edit = page.getByRole("button", { name: "Modificar" });
  await expect(edit).toHaveCSS("opacity", "1");

  // The payment's request waits on its way to the app until both buttons have been looked at.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/bills/payments", async (route) => {
    await held;
    await route.continue();
  });
  await pay.click();
  await expect(page.getByRole("button", { name: "Enviando el pago…" })).toBeDisabled();
  await expect(edit).toBeDisabled();
  await expect(edit).toHaveCSS("opacity", "0.6");
  await expect(edit).toHaveCSS("cursor", "not-allowed");
  release();
  await confirmWithPassword(page);
  await expect(page).toHaveURL(OPERATION_URL);
});

test("a debt already paid from elsewhere links to that payment instead of paying it twice", async ({ page }) => {
  // Another tab (another checkout, another key) pays the same debt first.
  const other = await reviewThenPayElsewhere(page, 1);
  expect(other.status).toBeLessThan(300);
  const operation = { id: other.operationId };

  await page.getByRole("button", { name: "Confirmar y pagar" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "Esta factura ya tiene un pago en curso o hecho." });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link", { name: "Ver ese pago" })).toHaveAttribute("href", `/operations/${operation.id}`);
  // Still the review of that bill (its address says so): nothing was paid a second time.
  await expect(page).toHaveURL(/\/pay\/AR-S-0003\?.*step=review/);
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
