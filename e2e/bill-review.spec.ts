// What is paid, before paying: the review of a bill whose company charges a commission (EDESUR in
// the sandbox) states the bill's amount, the fee, the total with it, and whose bill it is (the
// holder, the address masked); the receipt keeps the same after paying.
import type { Page } from "@playwright/test";
import { expect, expectAccessible, snap, test } from "./fixtures";
import { OPERATION_URL, clientNumber, debts, numberField, payAndConfirm } from "./helpers/pay-helpers";

const EDESUR = "/pay/AR-S-0035";
const COMMISSION = 350;
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ").trim();
const money = (amount: number) => plain(new Intl.NumberFormat("es-AR", { style: "currency", currency: "ARS" }).format(amount));

/** The value the review's list gives a term ("Comisión" → "$ 350,00"). */
const reviewValue = async (page: Page, term: string) =>
  plain(await page.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]").innerText());

type Answer = { query: { customer: { name: string; address: string } }; debts: { amount: number }[] };

test("the review states the fee, the total with it, the holder and a masked address; the receipt keeps them and names who paid apart", async ({ page, user }) => {
  test.setTimeout(90_000);
  await page.goto(EDESUR);
  await numberField(page).fill(clientNumber(1));
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/bills/debts") && r.ok());
  await page.getByRole("button", { name: "Consultar deuda" }).click();
  const { query, debts: [debt] } = (await (await answered).json()) as Answer;
  await expect(debts(page)).toHaveCount(1);
  await page.getByRole("radio", { name: "Dinero en cuenta" }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: "Revisá tu pago" })).toBeFocused();

  const amount = debt!.amount;
  expect(await reviewValue(page, "Importe de la factura")).toBe(money(amount));
  expect(await reviewValue(page, "Comisión")).toBe(money(COMMISSION));
  expect(await reviewValue(page, "Total a pagar")).toBe(money(amount + COMMISSION));
  // "Titular de la cuenta" is the bill's holder; the Saldo user who pays is "Pagado por", on the receipt.
  expect(await reviewValue(page, "Titular de la cuenta")).toBe(query.customer.name);
  await expect(page.locator("dt", { hasText: /^Titular$/ })).toHaveCount(0);
  const address = await reviewValue(page, "Domicilio");
  expect(address).toBe(query.customer.address);
  expect(address).toContain("•");
  expect(address).not.toMatch(/\d{2}/);
  await snap(page, "pay-review-fees");
  await expectAccessible(page);

  await payAndConfirm(page);
  await expect(page).toHaveURL(OPERATION_URL);
  const receipt = page.getByRole("region", { name: "Comprobante" });
  const rows = receipt.getByTestId("receipt-rows");
  await expect(rows.locator('[data-row="fee-0"]')).toContainText("Comisión", { timeout: 30_000 });
  await expect(rows.locator('[data-row="fee-0"]')).toContainText(money(COMMISSION));
  await expect(rows.locator('[data-row="total"]')).toContainText(money(amount + COMMISSION));
  await expect(rows.locator('[data-row="billHolder"]')).toHaveText(`Titular de la cuenta${query.customer.name}`);
  await expect(rows.locator('[data-row="holder"]')).toHaveText(`Pagado por${user.name}`);
  await expect(rows.locator('[data-row="billAddress"]')).toContainText(query.customer.address);
  await expectAccessible(page);
});
