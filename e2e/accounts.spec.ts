// "Mis cuentas" and the home's "Vence pronto", with their naming and filters: paying a bill saves
// nothing by itself; a paid account is saved only when the user says so, with a nickname; each
// account can be paid, renamed, paused, resumed and deleted; home lists one row per saved
// account, soonest due first, with days left, and a paid bill links its receipt.
import type { APIRequestContext, Page } from "@playwright/test";
import { APP_ORIGIN, expect, expectAccessible, sandboxControl, snap, test } from "./fixtures";
import { expectFitsViewport } from "./helpers/fits-viewport";
import { EDENOR, postPayment, settled, testNumber } from "./helpers/operations-api";

const ORIGIN = { origin: APP_ORIGIN };
type Debt = { debtId: string; amount: number | null; minAmount: number; expired: boolean; expirationDate: string | null };

async function edenorModality(request: APIRequestContext): Promise<string> {
  const { company } = (await (await request.get(`/api/companies/services/${EDENOR}`)).json()) as {
    company: { modalities: { modalityId: string; isSchedulable: boolean }[] };
  };
  const modality = company.modalities.find((m) => m.isSchedulable);
  if (!modality) throw new Error("EDENOR has no schedulable modality");
  return modality.modalityId;
}

async function queryDebt(request: APIRequestContext, number: string): Promise<Debt> {
  const response = await request.post("/api/bills/debts", {
    headers: ORIGIN,
    data: { companyCode: EDENOR, modalityId: await edenorModality(request), queryData: [{ identifierName: "clientNumber", identifierValue: number }] },
  });
  expect(response.status(), await response.text()).toBe(200);
  const debt = ((await response.json()) as { debts: Debt[] }).debts.find((d) => !d.expired);
  if (!debt) throw new Error(`no payable debt for ${number}`);
  return debt;
}

/** Pays the one closed debt of `number` through the API and waits until it is confirmed. */
async function payNumber(request: APIRequestContext, number: string): Promise<string> {
  const debt = await queryDebt(request, number);
  const payment = await postPayment(request, "/api/bills/payments", { debtId: debt.debtId, amount: debt.amount ?? debt.minAmount, paymentMethod: "ACCOUNT" });
  expect([201, 202], await payment.text()).toContain(payment.status());
  const id = ((await payment.json()) as { operation: { id: string } }).operation.id;
  await settled(request, id, "confirmed");
  return id;
}

async function saveAccount(request: APIRequestContext, number: string, alias: string) {
  const response = await request.post("/api/agenda/adhesions", {
    headers: ORIGIN,
    data: { companyCode: EDENOR, modalityId: await edenorModality(request), queryData: [{ identifierName: "clientNumber", identifierValue: number }], alias },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const notify = (page: Page, userId: string) => sandboxControl(page.request, "/agenda/notify", { externalClientId: userId });

/** Whole days from today (Buenos Aires) to a due date, as the home counts them. */
const daysTo = (due: string) => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Argentina/Buenos_Aires" }).format(new Date());
  return Math.round((Date.parse(`${due}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
};
const daysText = (days: number) => (days === 0 ? "vence hoy" : days === 1 ? "vence mañana" : `vence en ${days} días`);

test("home: paying bills saves nothing; due bills one per saved account, soonest first, days left; a paid one links its receipt", async ({ page, user }) => {
  // Three EDENOR bills paid today: none of them is saved by paying it.
  for (let i = 0; i < 3; i++) await payNumber(page.request, testNumber(1));

  // Two accounts with different due dates; the later one is saved first (so it is notified first).
  const byDue = new Map<string, string>();
  while (byDue.size < 2) {
    const number = testNumber(1);
    const due = (await queryDebt(page.request, number)).expirationDate;
    if (due && !byDue.has(due)) byDue.set(due, number);
  }
  const [[soonDue, soon], [lateDue, late]] = [...byDue.entries()].sort(([a], [b]) => a.localeCompare(b)) as [[string, string], [string, string]];
  await saveAccount(page.request, late, "Casa");
  await saveAccount(page.request, soon, "Oficina");
  await notify(page, user.id);
  await notify(page, user.id);

  // "Mis cuentas" holds the two saved accounts only, not the three paid bills.
  await page.goto("/agenda");
  await expect(page.getByRole("heading", { level: 1, name: "Mis cuentas" })).toBeVisible();
  await expect(page.getByTestId("adhesion")).toHaveCount(2);

  await page.goto("/");
  const rows = page.getByTestId("due-item");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("EDENOR · Oficina");
  await expect(rows.nth(0)).toContainText(soon);
  await expect(rows.nth(0).getByTestId("days-left")).toHaveText(daysText(daysTo(soonDue)));
  await expect(rows.nth(1)).toContainText("EDENOR · Casa");
  await expect(rows.nth(1)).toContainText(late);
  await expect(rows.nth(1).getByTestId("days-left")).toHaveText(daysText(daysTo(lateDue)));
  await expect(rows.nth(0).getByRole("link", { name: "Pagar ahora EDENOR · Oficina" })).toHaveAttribute("href", new RegExp(`clientNumber=${soon}&autoquery=1`));
  await expect(page.getByRole("link", { name: "Ir a Mis cuentas" }).or(page.getByRole("link", { name: "Mis cuentas" })).first()).toBeVisible();
  await snap(page, "home-due-soon");
  await expectAccessible(page);

  // Once paid, the bill says so and links its receipt instead of a dead-end "pay now".
  const receipt = await payNumber(page.request, soon);
  await notify(page, user.id);
  await page.reload();
  const paid = rows.filter({ hasText: "Oficina" });
  await expect(paid).toContainText("Ya pagaste esta factura");
  await expect(paid.getByRole("link", { name: /Pagar ahora/ })).toHaveCount(0);
  await expect(paid.getByRole("link", { name: "Ver comprobante EDENOR · Oficina" })).toHaveAttribute("href", `/operations/${receipt}`);
  await expect(rows.nth(0)).toContainText("Casa");
  for (const size of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    await expect(rows).toHaveCount(2);
    await expectFitsViewport(page);
  }
  await snap(page, "home-due-paid");
  await expectAccessible(page);
});

test("a paid bill's account is saved only when asked, with a nickname; then paid, named in history, and deleted", async ({ page, user: _user }) => {
  const number = testNumber(1);
  const operation = await payNumber(page.request, number);
  await page.goto("/agenda");
  await expect(page.getByText("Todavía no guardaste ninguna cuenta.")).toBeVisible();

  await page.goto(`/operations/${operation}`);
  const offer = page.getByRole("region", { name: "¿Guardarla para la próxima?" });
  await expect(offer).toBeVisible();
  await offer.getByRole("textbox", { name: "Apodo (opcional)" }).fill("Depto");
  await snap(page, "operation-save-account");
  await expectAccessible(page);
  await offer.getByRole("button", { name: "Guardar" }).click();
  await expect(offer.getByRole("status")).toHaveText(/Guardada en Mis cuentas como “Depto”/);
  await page.reload();
  await expect(page.getByText("Esta cuenta está en Mis cuentas como “Depto”.")).toBeVisible();

  // History: the company, the customer number and the nickname; the filter speaks the user's states.
  await page.goto("/history");
  const row = page.getByTestId("history-list").getByRole("listitem").first();
  await expect(row).toContainText("EDENOR · Depto");
  await expect(row).toContainText(number);
  const status = page.getByRole("combobox", { name: "Estado" });
  // One word for one state: the filter's is the badge's.
  await expect(status.getByRole("option")).toHaveText(["Todos", "En proceso", "Confirmado", "Rechazado"]);
  await expect(row.locator("[data-status]")).toHaveText("Confirmado");
  await status.selectOption({ label: "Confirmado" });
  await expect(page).toHaveURL(/status=confirmed/);
  await expect(row).toContainText("EDENOR · Depto");

  // Mis cuentas: one name in the navigation and the page; "Pagar" opens the query filled in and run.
  await page.goto("/agenda");
  await expect(page.getByRole("navigation").first().getByRole("link", { name: "Mis cuentas" }).first()).toBeAttached();
  const card = page.getByTestId("adhesion").filter({ has: page.getByRole("heading", { name: "Depto", exact: true }) });
  await expect(card).toContainText(number);
  await expect(card).toContainText("Activa");
  for (const size of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    await expect(card.getByRole("link", { name: "Pagar Depto" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Eliminar Depto" })).toBeVisible();
    await expectFitsViewport(page);
  }
  await snap(page, "accounts-list");
  await expectAccessible(page);
  await card.getByRole("link", { name: "Pagar Depto" }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/AR-S-0003\\?.*clientNumber=${number}.*autoquery=1`));
  await expect(page.getByRole("textbox", { name: "Número de cliente", exact: true })).toHaveValue(number);

  // Delete, after a confirmation; gone after a reload too.
  await page.goto("/agenda");
  await card.getByRole("button", { name: "Eliminar Depto" }).click();
  await expect(card).toContainText("¿Eliminar “Depto” de Mis cuentas?");
  await expectAccessible(page);
  await card.getByRole("button", { name: "Sí, eliminar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "“Depto” ya no está en Mis cuentas." })).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("Todavía no guardaste ninguna cuenta.")).toBeVisible();
  await page.getByRole("radio", { name: "Todas" }).check();
  await expect(page.getByTestId("adhesion")).toHaveCount(0);
});
