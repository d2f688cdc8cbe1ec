// Shared by the pay-a-bill specs.
import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { PASSWORD, expect } from "../fixtures";
import { postPayment } from "./operations-api";

// Sandbox: the last digit of EDENOR's 10-digit client number picks the scenario (sandbox/README.md).
// Numbers are random: the sandbox remembers each number's bills, so a paid bill stays paid.
export const EDENOR = "/pay/AR-S-0003";
export const clientNumber = (digit: number) => `${randomInt(100_000_000, 1_000_000_000)}${digit}`;
export const OPERATION_URL = /\/operations\/[0-9a-f-]{36}$/;

export const numberField = (page: Page) => page.getByRole("textbox", { name: "Número de cliente", exact: true });
export const debts = (page: Page) => page.getByTestId("debt");

export async function queryDebts(page: Page, digit: number): Promise<string> {
  const number = clientNumber(digit);
  await page.goto(EDENOR);
  await numberField(page).fill(number);
  await page.getByRole("button", { name: "Consultar deuda" }).click();
  return number;
}

/** The dialog a payment that needs a confirmation opens (the first to an account, or one over the user's amount). */
export const confirmDialog = (page: Page) => page.getByRole("dialog", { name: /^(Confirmá este pago|Confirm this payment)$/ });

/** Answers the payment's confirmation dialog with the password; the payment then goes on. */
export async function confirmWithPassword(page: Page, dialog = confirmDialog(page)): Promise<void> {
  await dialog.getByLabel(/^(Tu contraseña|Your password)$/).fill(PASSWORD);
  await dialog.getByRole("button", { name: /^(Confirmar con contraseña|Confirm with password)$/ }).click();
  await expect(dialog).toHaveCount(0);
}

/** The app's answer to the payment the page sends next (a bill, a top-up or a gift card). */
export const paymentAnswer = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === "POST" && /^\/api\/(bills\/payments|topups|gift-cards)$/.test(new URL(r.url()).pathname));

/**
 * Presses the review's pay button; when the app asks for a confirmation first (the first payment
 * to an account, or one over the user's amount), answers the dialog with the password.
 */
export async function payAndConfirm(page: Page, name: string | RegExp = /^Confirmar y pagar/): Promise<void> {
  const answer = paymentAnswer(page);
  await page.getByRole("button", { name }).click();
  if ((await answer).status() === 403) await confirmWithPassword(page);
}

/** Queries a one-closed-debt number and goes as far as the review. */
export async function reviewClosedDebt(page: Page, digit: number, method = "Dinero en cuenta"): Promise<string> {
  const number = await queryDebts(page, digit);
  await expect(debts(page)).toHaveCount(1);
  await page.getByRole("radio", { name: method }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: "Revisá tu pago" })).toBeFocused();
  return number;
}

/** Reviews a closed debt, then pays that very debt as another tab would (another checkout, another key). */
export async function reviewThenPayElsewhere(page: Page, digit: number): Promise<{ status: number; operationId: string }> {
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/bills/debts") && r.ok());
  // The review asks for earlier payments of this debt once it opens: the other tab pays after that
  // answer, as it would in life, so the review learns of the payment only when it tries to pay.
  const checked = page.waitForResponse((r) => r.url().includes("/api/bills/payments/duplicates?") && r.ok());
  await reviewClosedDebt(page, digit);
  await checked;
  const { debts: [debt] } = (await (await answered).json()) as { debts: { debtId: string; amount: number }[] };
  const other = await postPayment(page.request, "/api/bills/payments", { debtId: debt?.debtId, amount: debt?.amount, paymentMethod: "ACCOUNT" });
  const { operation } = (await other.json()) as { operation: { id: string } };
  return { status: other.status(), operationId: operation.id };
}
