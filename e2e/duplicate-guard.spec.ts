import type { Page } from "@playwright/test";
import { APP_ORIGIN, expect, expectAccessible, snap, test } from "./fixtures";
import { EDENOR, OPERATION_URL, clientNumber, numberField, reviewThenPayElsewhere } from "./helpers/pay-helpers";
import { payEdenorNumber, postPayment, settled } from "./helpers/operations-api";

// The duplicate-payment guard on the review step (lib/rules/duplicate-payment.ts): an earlier
// payment of the same account and amount is named with a link, and paying again takes a tick.

type Words = { lookUp: string; amount: RegExp; next: string; review: string; pay: string; warning: RegExp; receipt: string; anyway: string };

const WORDS: Record<"es" | "en", Words> = {
  es: {
    lookUp: "Consultar deuda", amount: /¿Cuánto querés pagar\?/, next: "Continuar", review: "Revisá tu pago", pay: "Confirmar y pagar",
    warning: /Ya pagaste \$\s?1\.500,50 a EDENOR el \d{1,2} \p{L}+\.? — ver comprobante/u, receipt: "ver comprobante",
    anyway: "Sí, es otro pago: quiero pagar igual",
  },
  en: {
    lookUp: "Look up my bills", amount: /How much do you want to pay\?/, next: "Continue", review: "Review your payment", pay: "Confirm and pay",
    warning: /You already paid ARS\s?1,500\.50 to EDENOR on [A-Z][a-z]{2} \d{1,2} — see receipt/, receipt: "see receipt",
    anyway: "Yes, this is another payment: pay anyway",
  },
};

/** Pays 1500.50 of a fresh OPEN debt of `number` through the API and waits for it: the earlier payment. */
async function payEarlier(page: Page, number: string): Promise<string> {
  const query = await page.request.post("/api/bills/debts", {
    data: { companyCode: "AR-S-0003", modalityId: "64efa683-7502-42a8-afcc-d9f8e2b6eab3", queryData: [{ identifierName: "clientNumber", identifierValue: number }] },
    headers: { origin: APP_ORIGIN },
  });
  expect(query.ok()).toBe(true);
  const { debts: [debt] } = (await query.json()) as { debts: { debtId: string }[] };
  const paid = await postPayment(page.request, "/api/bills/payments", { debtId: debt?.debtId, amount: 1500.5, paymentMethod: "ACCOUNT" });
  expect(paid.status()).toBe(202);
  const { id } = ((await paid.json()) as { operation: { id: string } }).operation;
  // Settled first, so the review names a paid bill ("Ya pagaste"), not one in flight.
  await expect
    .poll(async () => ((await (await page.request.get(`/api/operations/${id}`)).json()) as { operation: { status: string } }).operation.status, { timeout: 15_000 })
    .toBe("confirmed");
  return id;
}

for (const lang of ["es", "en"] as const) {
  test(`[${lang}] the same account and amount paid lately is named, and paying again takes "pay anyway"`, async ({ page, user: _user }) => {
    const w = WORDS[lang];
    if (lang === "en") await page.context().addCookies([{ name: "saldo_locale", value: "en", url: APP_ORIGIN }]);
    const number = clientNumber(2);
    const earlier = await payEarlier(page, number);

    await page.goto(EDENOR);
    await numberField(page).fill(number);
    await page.getByRole("button", { name: w.lookUp }).click();
    await page.getByRole("textbox", { name: w.amount }).fill(lang === "es" ? "1500,50" : "1500.50");
    await page.getByRole("button", { name: w.next }).click();
    await expect(page.getByRole("heading", { name: w.review })).toBeFocused();

    const warning = page.getByRole("alert").filter({ hasText: w.warning });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole("link", { name: w.receipt })).toHaveAttribute("href", `/operations/${earlier}`);
    const pay = page.getByRole("button", { name: w.pay });
    await expect(pay).toBeDisabled();
    await snap(page, `pay-duplicate-${lang}`);
    await expectAccessible(page);

    await warning.getByRole("checkbox", { name: w.anyway }).check();
    await expect(pay).toBeEnabled();
    await expectAccessible(page);
    // The account was paid before (confirmed): no second look this time.
    await pay.click();
    await expect(page).toHaveURL(OPERATION_URL);
    expect(page.url()).not.toContain(earlier);
  });
}

test("a debt paid from another tab meanwhile cannot be paid again: the pay button stays off, with a link to that payment", async ({ page, user: _user }) => {
  const other = await reviewThenPayElsewhere(page, 5);
  expect(other.status).toBe(202);

  const pay = page.getByRole("button", { name: "Confirmar y pagar" });
  await pay.click();
  const warning = page.getByRole("alert").filter({ hasText: /Ya (hay un pago en curso de esta factura|pagaste esta factura)/ });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole("link")).toHaveAttribute("href", `/operations/${other.operationId}`);
  await expect(pay).toBeDisabled();
  await expectAccessible(page);
});

test("looking up an account just paid here names that payment and links its receipt, at a phone's width and a desktop's", async ({ page, user: _user }) => {
  const number = clientNumber(1);
  const paid = await payEdenorNumber(page.request, number);
  await settled(page.request, paid, "confirmed");

  await page.goto(EDENOR);
  await numberField(page).fill(number);
  await page.getByRole("button", { name: "Consultar deuda" }).click();
  const notice = page.getByTestId("recent-payment");
  await expect(notice).toContainText(/Ya pagaste esta cuenta el \d{1,2} \p{L}+\.? por \$\s?[\d.]+,\d{2} — ver comprobante/u);
  await expect(page.getByText(/puede tardar en impactar/)).toHaveCount(0);
  for (const size of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    await expect(notice.getByRole("link", { name: "ver comprobante" })).toBeVisible();
    await expectAccessible(page);
  }
  await snap(page, "pay-account-paid-here");
  await notice.getByRole("link", { name: "ver comprobante" }).click();
  await expect(page).toHaveURL(new RegExp(`/operations/${paid}$`));

  // An account never paid here keeps the biller's own answer.
  await page.goto(EDENOR);
  await numberField(page).fill(clientNumber(0));
  await page.getByRole("button", { name: "Consultar deuda" }).click();
  await expect(page.getByText(/puede tardar en impactar/)).toBeVisible();
  await expect(page.getByTestId("recent-payment")).toHaveCount(0);
});
