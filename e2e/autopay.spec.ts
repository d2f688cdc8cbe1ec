// Autopay in the browser: a saved account's autopay turned on with a cap on its settings page
// (problems beside their fields, es and en, axe), the account's card saying so; then a bill: the
// sandbox sends its notice, an operator runs the reminders pass, autopay plans the charge and mails
// its notice. The mail's "Saltear esta vez" link, opened signed out, leads through sign-in to the
// charge page, which changes nothing until its button is pressed; pressed, the charge is skipped.
import { randomInt } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { waitForMail } from "../tests/support/mailbox-process";
import { APP_ORIGIN, MAILBOX, PASSWORD, expect, expectAccessible, sandboxControl, snap, test } from "./fixtures";
import { verifyEmail } from "./helpers/mail";

const EDENOR = "AR-S-0003";
const ORIGIN = { origin: APP_ORIGIN };
const DAY = 86_400_000;
const address = () => `2001:db8:${randomInt(0, 0xffff).toString(16)}::${randomInt(1, 0xffff).toString(16)}`;

async function edenorModality(request: APIRequestContext): Promise<string> {
  const company = (await (await request.get(`/api/companies/services/${EDENOR}`)).json()) as { company: { modalities: { modalityId: string; isSchedulable: boolean }[] } };
  return company.company.modalities.find((m) => m.isSchedulable)!.modalityId;
}

/**
 * A client number (ending in 1: one closed bill) whose bill falls due within nine days, so that with
 * ten days' notice the notice is due now: the sandbox's clock, shared by the whole suite, stays put.
 */
async function numberDueSoon(request: APIRequestContext, modalityId: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const number = `${randomInt(100_000_000, 1_000_000_000)}1`;
    const response = await request.post("/api/bills/debts", {
      headers: ORIGIN,
      data: { companyCode: EDENOR, modalityId, queryData: [{ identifierName: "clientNumber", identifierValue: number }] },
    });
    expect(response.status(), await response.text()).toBe(200);
    const { debts } = (await response.json()) as { debts: { expirationDate: string | null }[] };
    const due = debts[0]?.expirationDate;
    if (due && Date.parse(`${due.slice(0, 10)}T12:00:00Z`) - Date.now() < 9 * DAY) return number;
  }
  throw new Error("no client number with a bill due within nine days");
}

const capField = (page: Page) => page.getByRole("textbox", { name: "Tope por factura (ARS)" });
const daysField = (page: Page) => page.getByRole("spinbutton", { name: "Días de aviso antes de cada pago" });

test("autopay is turned on with a cap, and its notice's 'Saltear esta vez' skips the bill once confirmed", async ({ page, browser, operator, user }) => {
  test.setTimeout(90_000);
  await verifyEmail(page.request, user.email);
  // No quiet hours (start = end): the notice's mail leaves at once, whatever the time of day.
  const prefs = await page.request.put("/api/me/notification-preferences", { headers: ORIGIN, data: { email: true, push: false, quietStart: "00:00", quietEnd: "00:00" } });
  expect(prefs.status(), await prefs.text()).toBe(200);
  const modalityId = await edenorModality(page.request);
  const number = await numberDueSoon(page.request, modalityId);
  const saved = await page.request.post("/api/agenda/adhesions", {
    headers: ORIGIN,
    data: { companyCode: EDENOR, modalityId, queryData: [{ identifierName: "clientNumber", identifierValue: number }], alias: "Casa" },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  // The card offers it; its page explains the guardrails.
  await page.goto("/agenda");
  const card = page.getByTestId("adhesion").filter({ has: page.getByRole("heading", { name: "Casa", exact: true }) });
  await card.getByRole("link", { name: "Activar débito automático (Casa)" }).click();
  await expect(page).toHaveURL(/\/autopay\/accounts\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Débito automático" })).toBeVisible();
  await expect(page.getByText("Casa: pagamos cada factura nueva de esta cuenta por vos.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Cómo te cuidamos" })).toContainText("Nunca pagamos más que tu tope");
  await expect(page.getByTestId("autopay-status")).toHaveText("Desactivado");
  await expect(page.getByText("Todavía no hay pagos automáticos de esta cuenta.")).toBeVisible();
  await expectAccessible(page);

  // A cap typed without ticking the switch is neither saved as "off" without a word nor taken as a
  // yes: the page says autopay is still off and how to turn it on.
  await capField(page).fill("50000");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(capField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(capField(page)).toHaveAccessibleDescription(/El débito automático sigue desactivado: escribiste un tope, pero no marcaste «Pagar automáticamente las facturas de esta cuenta»\./);
  await expect(capField(page)).toHaveValue("50000");
  await expect(page.getByText("Listo: el débito automático de esta cuenta está desactivado.")).toHaveCount(0);
  await expect(page.getByTestId("autopay-status")).toHaveText("Desactivado");
  await expectAccessible(page);

  // Problems are said beside their fields, and what was typed stays.
  await page.getByRole("checkbox", { name: "Pagar automáticamente las facturas de esta cuenta" }).check();
  await capField(page).fill("mucho");
  await daysField(page).fill("11");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(capField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(capField(page)).toHaveAccessibleDescription(/Ingresá un monto en números, con hasta dos decimales\./);
  await expect(daysField(page)).toHaveAccessibleDescription(/Elegí entre 1 y 10 días\./);
  await expect(capField(page)).toHaveValue("mucho");
  await expect(page.getByRole("checkbox", { name: "Pagar automáticamente las facturas de esta cuenta" })).toBeChecked();
  await expectAccessible(page);

  await capField(page).fill("100.000");
  await daysField(page).fill("10");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  // Autopay pays with nobody there: turning it on is confirmed with the password first (second-look.spec.ts).
  const confirm = page.getByRole("dialog", { name: "Confirmá el débito automático" });
  await confirm.getByLabel("Tu contraseña").fill(PASSWORD);
  await confirm.getByRole("button", { name: "Confirmar con contraseña" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Listo: el débito automático de esta cuenta está activado." })).toBeVisible();
  await expect(page.getByTestId("autopay-status")).toHaveText(/^Activado · tope \$\s?100\.000,00 · aviso 10 días antes$/);
  await expect(capField(page)).toHaveValue("100000");
  await snap(page, "autopay-settings");

  await page.context().addCookies([{ name: "saldo_locale", value: "en", url: APP_ORIGIN }]);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Autopay" })).toBeVisible();
  await expect(page.getByTestId("autopay-status")).toHaveText(/^On · cap ARS\s?100,000\.00 · notice 10 days before$/);
  await expect(page.getByRole("spinbutton", { name: "Days of notice before each payment" })).toHaveValue("10");
  await expectAccessible(page);
  await page.context().addCookies([{ name: "saldo_locale", value: "es", url: APP_ORIGIN }]);
  await page.reload();

  // Back in Mis cuentas, the card says so (its list, cached in the browser, is read again).
  await page.getByRole("link", { name: "Volver a Mis cuentas" }).click();
  await expect(page).toHaveURL("/agenda");
  await expect(card.getByTestId("autopay-line")).toHaveText(/^Débito automático: activado · tope \$\s?100\.000,00 \(Casa\)$/);

  // A bill: the provider's notice, then the reminders pass (run by an operator) plans and notices it.
  await sandboxControl(page.request, "/agenda/notify", { externalClientId: user.id });
  const ops = await browser.newContext({ baseURL: APP_ORIGIN, extraHTTPHeaders: { "x-forwarded-for": address() } });
  await operator.signIn(ops);
  const ran = await ops.request.post("/api/operator/jobs/run", { headers: ORIGIN, data: { task: "reminders.scan" } });
  expect(ran.status(), await ran.text()).toBe(202);
  await ops.close();

  const notice = await waitForMail(MAILBOX, user.email, { subject: /^Débito automático: vamos a pagar EDENOR el /, timeoutMs: 30_000 });
  const skipLink = notice.links.find((l) => new URL(l).searchParams.get("do") === "skip");
  expect(skipLink, "the notice's skip link").toBeDefined();
  const link = new URL(skipLink!);
  expect(link.origin).toBe(APP_ORIGIN);
  expect(link.pathname).toMatch(/^\/autopay\/[0-9a-f-]{36}$/);

  // Opened signed out: sign in, and back to the same link.
  await page.context().clearCookies();
  await page.goto(skipLink!);
  await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent(`${link.pathname}${link.search}`)}`);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page).toHaveURL(`${link.pathname}${link.search}`);

  // The link chose the button; nothing is skipped until it is pressed (a reload changes nothing).
  const charge = page.getByTestId("autopay-charge");
  await expect(page.getByRole("heading", { level: 1, name: "Pago automático" })).toBeVisible();
  await expect(charge.getByRole("heading", { name: "EDENOR" })).toBeVisible();
  await expect(charge.locator("[data-state]")).toHaveText("Programado");
  await expect(charge).toContainText("Te avisamos: lo pagamos el");
  await expect(charge).toContainText(/Tu tope\s*\$\s?100\.000,00/);
  const skip = page.getByRole("button", { name: "Saltear esta vez" });
  await expect(skip).toHaveAccessibleDescription(/Para saltear este pago, confirmalo con el botón\./);
  await expect(page.getByRole("button", { name: "Desactivar débito automático" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "autopay-charge-ask");
  await page.reload();
  await expect(charge.locator("[data-state]")).toHaveText("Programado");

  await skip.click();
  await expect(page).toHaveURL(`${link.pathname}?done=skip`);
  await expect(page.getByRole("status").filter({ hasText: "Listo: salteamos este pago." })).toBeVisible();
  await expect(charge.locator("[data-state]")).toHaveText("Salteado");
  await expect(charge).toContainText("Salteaste este pago: no la pagamos automáticamente.");
  await expect(charge.getByRole("link", { name: "Pagar ahora" })).toHaveAttribute("href", new RegExp(`/pay/${EDENOR}\\?.*clientNumber=${number}`));
  await expect(page.getByRole("button", { name: "Saltear esta vez" })).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, "autopay-charge-skipped");

  await page.context().addCookies([{ name: "saldo_locale", value: "en", url: APP_ORIGIN }]);
  await page.goto(link.pathname);
  await expect(page.getByRole("heading", { level: 1, name: "Automatic payment" })).toBeVisible();
  await expect(charge.locator("[data-state]")).toHaveText("Skipped");
  await expect(charge).toContainText("You skipped this payment");
  await expectAccessible(page);
  await page.context().addCookies([{ name: "saldo_locale", value: "es", url: APP_ORIGIN }]);
  await page.reload();

  // The account's page lists it; the notices page has autopay's notice, leading to the charge.
  await page.getByRole("link", { name: "Configurar el débito automático de esta cuenta" }).click();
  await expect(page.getByTestId("autopay-charge-row")).toHaveCount(1);
  await expect(page.getByTestId("autopay-charge-row").locator("[data-state]")).toHaveText("Salteado");

  await page.goto("/notifications");
  const autopayNotice = page.getByTestId("autopay-notice");
  await expect(autopayNotice).toHaveCount(1);
  await expect(autopayNotice).toContainText("EDENOR");
  await expect(autopayNotice).toContainText(/Vamos a pagar \$\s?[\d.]+,\d\d el /);
  await expectAccessible(page);
  await autopayNotice.getByRole("link", { name: "Ver el pago programado (EDENOR)" }).click();
  await expect(page).toHaveURL(link.pathname);
});
