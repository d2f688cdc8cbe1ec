// "Tengo un problema con este pago": a user files a complaint from an operation's page, an operator
// answers it from the console's queue, and the user reads the answer on the operation's page and in
// the notices; another user cannot see it. In Spanish and in English, axe on every new screen.
import { randomInt } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { APP_ORIGIN, expect, expectAccessible, signUp, snap, test, type Operator } from "./fixtures";
import { buyNetflix, postPayment } from "./helpers/operations-api";

const address = () => `2001:db8:${randomInt(0, 0xffff).toString(16)}::${randomInt(1, 0xffff).toString(16)}`;

async function operatorPage(browser: Browser, operator: Operator, lang: "es" | "en"): Promise<Page> {
  const context = await browser.newContext({ baseURL: APP_ORIGIN, locale: lang === "es" ? "es-AR" : "en-US", extraHTTPHeaders: { "x-forwarded-for": address() } });
  await context.addCookies([{ name: "saldo_locale", value: lang, url: APP_ORIGIN }]);
  await operator.signIn(context);
  return context.newPage();
}

async function topUp(page: Page): Promise<string> {
  const response = await postPayment(page.request, "/api/topups", { companyCode: "AR-R-0001", productId: "1", amount: 150, identifierName: "BA1", identifierValue: `${randomInt(100_000_000, 1_000_000_000)}1`, paymentMethod: "DEBIT" });
  expect([201, 202], await response.text()).toContain(response.status());
  return ((await response.json()) as { operation: { id: string } }).operation.id;
}

test("a user files a complaint, an operator resolves it in the console, and the user reads the answer; no one else sees it", async ({ page, browser, operator, user: _user }) => {
  test.setTimeout(120_000);
  const operationId = await topUp(page);
  await page.goto(`/operations/${operationId}`);
  await page.getByRole("button", { name: "Tengo un problema con este pago" }).click();
  const form = page.getByTestId("complaint-form");
  await expect(form.getByRole("radio")).toHaveCount(5); // no PIN reason for a top-up
  await form.getByRole("button", { name: "Enviar reclamo" }).click();
  await expect(form.getByText("Elegí qué salió mal.")).toBeVisible();
  await form.getByRole("radio", { name: "Otro problema" }).check();
  await form.getByRole("button", { name: "Enviar reclamo" }).click();
  await expect(form.getByText("Contanos qué pasó.")).toBeVisible();
  await form.getByRole("textbox", { name: "Detalles" }).fill("La recarga no llegó\na mi celular");
  await expect(form.getByText("32 de 1000 caracteres")).toBeVisible();
  await expectAccessible(page);
  await snap(page, "complaint-form");
  await form.getByRole("button", { name: "Enviar reclamo" }).click();

  const card = page.getByTestId("complaint-card");
  await expect(card).toContainText(/Reclamo R-\d{6}/);
  await expect(card.getByTestId("complaint-state")).toHaveText("Abierto");
  await expect(card).toContainText("La recarga no llegó a mi celular");
  await expect(card).toContainText("Respuesta antes del");
  await expect(page.getByRole("button", { name: "Tengo un problema con este pago" })).toHaveCount(0);
  const number = (await card.getByRole("heading").textContent())!.replace("Reclamo ", "").trim();
  await expectAccessible(page);
  await snap(page, "complaint-card");

  // Another user: not found, on the page and through the API.
  const stranger = await browser.newContext({ baseURL: APP_ORIGIN, extraHTTPHeaders: { "x-forwarded-for": address() } });
  const strangerPage = await stranger.newPage();
  await signUp(strangerPage.request, "stranger");
  expect((await strangerPage.request.get(`/api/operations/${operationId}/complaints`)).status()).toBe(404);
  await strangerPage.goto(`/operations/${operationId}`);
  await expect(strangerPage.getByText(number)).toHaveCount(0);
  await stranger.close();

  // The operator: the queue, soonest due first, then the complaint with its operation and answer.
  const ops = await operatorPage(browser, operator, "es");
  await ops.goto("/operator");
  const queue = ops.getByTestId("complaints");
  const row = queue.getByRole("row").filter({ hasText: number });
  await expect(row).toContainText("Otro problema");
  await expect(row).toContainText(/Quedan (\d+ días? )?\d+ h/);
  await expectAccessible(ops);
  await snap(ops, "operator-complaints");
  await row.getByRole("link", { name: number }).click();
  await expect(ops.getByRole("heading", { level: 1, name: `Reclamo ${number}` })).toBeVisible();
  await expect(ops.getByRole("heading", { name: "Historial de la operación" })).toBeVisible();
  await expect(ops.getByTestId("complaint-event")).toHaveCount(1);
  await expectAccessible(ops);
  await ops.getByRole("combobox", { name: "Acción" }).selectOption({ label: "Resolver" });
  await ops.getByRole("button", { name: "Guardar" }).click();
  await expect(ops.getByText("Escribí la respuesta que va a leer el usuario.")).toBeVisible();
  await ops.getByRole("textbox", { name: "Respuesta al usuario" }).fill("La recarga se acreditó de nuevo en tu línea.");
  await ops.getByRole("button", { name: "Guardar" }).click();
  await expect(ops.getByTestId("complaint-state")).toHaveText("Resuelto");
  await expect(ops.getByTestId("complaint-event")).toHaveCount(2);
  await expect(ops.getByText("Este reclamo está cerrado: ya tiene su respuesta.")).toBeVisible();
  await snap(ops, "operator-complaint");
  await ops.context().close();

  // The user: the answer on the operation's page, and a notice, new once.
  await page.reload();
  await expect(card.getByTestId("complaint-state")).toHaveText("Resuelto");
  await expect(card.getByTestId("complaint-answer")).toHaveText("La recarga se acreditó de nuevo en tu línea.");
  await expect(page.getByRole("button", { name: "Tengo un problema con este pago" })).toBeVisible();
  await page.goto("/notifications");
  const resolved = page.getByTestId("complaint-notice").filter({ hasText: `El reclamo ${number} fue resuelto.` });
  await expect(resolved).toContainText("Respuesta: La recarga se acreditó de nuevo en tu línea.");
  await expect(resolved).toContainText("Nuevo");
  await expect(page.getByTestId("complaint-notice").filter({ hasText: `Recibimos el reclamo ${number}.` })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "complaint-notices");
  await page.reload();
  await expect(resolved).toBeVisible();
  await expect(resolved).not.toContainText("Nuevo");
  await resolved.getByRole("link", { name: "Ver el pago" }).click();
  await expect(page).toHaveURL(new RegExp(`/operations/${operationId}$`));
});

test("in English: a gift card's PIN complaint, taken into review by an operator", async ({ page, browser, operator, user: _user }) => {
  test.setTimeout(90_000);
  await page.context().addCookies([{ name: "saldo_locale", value: "en", url: APP_ORIGIN }]);
  const operationId = await buyNetflix(page.request);
  await page.goto(`/operations/${operationId}`);
  await page.getByRole("button", { name: "I have a problem with this payment" }).click();
  const form = page.getByTestId("complaint-form");
  await expect(form.getByRole("radio")).toHaveCount(6);
  await form.getByRole("radio", { name: "The PIN did not arrive or does not work" }).check();
  await expect(form.getByRole("textbox", { name: "Details (optional)" })).toBeVisible();
  await expectAccessible(page);
  await form.getByRole("button", { name: "Send complaint" }).click();
  const card = page.getByTestId("complaint-card");
  await expect(card).toContainText(/Complaint R-\d{6}/);
  await expect(card.getByTestId("complaint-state")).toHaveText("Open");
  await expect(card).toContainText("We are looking into it");
  const number = (await card.getByRole("heading").textContent())!.replace("Complaint ", "").trim();
  await expectAccessible(page);

  const ops = await operatorPage(browser, operator, "en");
  await ops.goto("/operator");
  const row = ops.getByTestId("complaints").getByRole("row").filter({ hasText: number });
  await expect(row).toContainText("The PIN did not arrive or does not work");
  await expect(row).toContainText(/left/);
  await expectAccessible(ops);
  await row.getByRole("link", { name: number }).click();
  await ops.getByRole("combobox", { name: "Action" }).selectOption({ label: "Take into review" });
  await ops.getByRole("button", { name: "Save" }).click();
  await expect(ops.getByTestId("complaint-state")).toHaveText("In review");
  await expect(ops.getByRole("combobox", { name: "Action" }).locator("option")).toHaveText(["Resolve", "Reject"]);
  await expectAccessible(ops);
  await ops.context().close();

  await page.reload();
  await expect(card.getByTestId("complaint-state")).toHaveText("In review");
  await page.goto("/notifications");
  await expect(page.getByTestId("complaint-notice").filter({ hasText: `Complaint ${number} is in review.` })).toBeVisible();
  await expectAccessible(page);
});
