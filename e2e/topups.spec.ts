import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, snap, test } from "./fixtures";
import { traverse } from "./helpers/history";
import { postPayment } from "./helpers/operations-api";
import { confirmWithPassword, payAndConfirm } from "./helpers/pay-helpers";

// Sandbox: a top-up number's last digit picks the outcome (5 processing then callback, 9 limit,
// anything else but 0 confirmed). Numbers are random so runs never share a per-number history.
const phone = (last: number) => `11${String(randomInt(0, 10_000_000)).padStart(7, "0")}${last}`;
const MOVISTAR = "/topups/AR-R-0001";
const OPERATION_URL = /\/operations\/[0-9a-f-]{36}$/;

// Every test starts signed in as a new user (the fixture signs up in the page's context).
test.beforeEach(async ({ user: _signedIn }) => {});

const numberField = (page: Page) => page.getByRole("textbox", { name: "Número de teléfono" });

async function topUpOpenAmount(page: Page, amount: string, number: string) {
  await page.goto(MOVISTAR);
  await page.getByRole("radio", { name: /Recarga de saldo/ }).check();
  await page.getByRole("textbox", { name: "Monto" }).fill(amount);
  await numberField(page).fill(number);
  await page.getByRole("button", { name: "Revisar la recarga" }).click();
}

test("shows the carriers with their logos and finds one by name", async ({ page }) => {
  await page.goto("/topups");
  const movistar = page.getByRole("link", { name: "Movistar", exact: true });
  await expect(movistar).toBeVisible();
  // The logo is served by Saldo itself and really loads.
  const logo = movistar.locator("img");
  await expect(logo).toHaveAttribute("src", "/api/logos/AR-R-0001");
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // A carrier without a logo shows its initial instead of a broken image.
  await expect(page.getByRole("link", { name: "Tuenti", exact: true }).locator("img")).toHaveCount(0);
  await snap(page, "topups-carriers");
  await expectAccessible(page);

  await page.getByRole("searchbox", { name: "Buscar compañía" }).fill("clar");
  await expect(page.getByRole("link", { name: "Movistar", exact: true })).toBeHidden();
  await expect(page.getByRole("link", { name: "Claro", exact: true })).toBeVisible();
  await page.getByRole("searchbox", { name: "Buscar compañía" }).fill("zzzz");
  await expect(page.getByText("No encontramos compañías para “zzzz”.")).toBeVisible();
});

test("refuses an amount out of range and a badly typed number, under each field with the help text", async ({ page }) => {
  await topUpOpenAmount(page, "99999", "12345");
  const amount = page.getByRole("textbox", { name: "Monto" });
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await expect(amount).toHaveAccessibleDescription(/Ingresá un monto entre \$\s100,00 y \$\s5\.000,00\./);
  const number = numberField(page);
  await expect(number).toHaveAttribute("aria-invalid", "true");
  await expect(number).toHaveAccessibleDescription(/Código de área sin 0 y número sin 15 \(10 dígitos\)\..*Ingresá 10 dígitos\./);
  await snap(page, "topups-carrier-errors");
  await expectAccessible(page);

  await number.fill("11abc45678");
  await page.getByRole("button", { name: "Revisar la recarga" }).click();
  await expect(number).toHaveAccessibleDescription(/Usá solo números/);
  await expect(page.getByRole("heading", { name: "Revisá antes de confirmar" })).toHaveCount(0);
});

test("a FIXED pack offers only its amounts; confirming once lands on the confirmed operation", async ({ page }) => {
  const number = phone(1);
  await page.goto(MOVISTAR);
  await page.getByRole("radio", { name: /Pack de datos/ }).check();
  await expect(page.getByRole("textbox", { name: "Monto" })).toHaveCount(0);
  const amounts = page.getByRole("group", { name: "Elegí el monto" }).getByRole("radio");
  await expect(amounts).toHaveCount(4);
  await page.getByRole("group", { name: "Elegí el monto" }).getByRole("radio", { name: /2\.000,00/ }).check();
  await numberField(page).fill(number);
  await page.getByRole("button", { name: "Revisar la recarga" }).click();

  const review = page.getByRole("heading", { name: "Revisá antes de confirmar" });
  await expect(review).toBeFocused();
  await expect(page.getByText(number)).toBeVisible();
  await snap(page, "topups-carrier-review");
  await expectAccessible(page);

  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/topups")) posts.push(request.headers()["idempotency-key"] ?? "");
  });
  await page.getByRole("button", { name: /Confirmar y pagar .*2\.000,00/ }).dblclick();
  // A first top-up of this number: confirmed with the password, then sent again as it was.
  await confirmWithPassword(page);
  await expect(page).toHaveURL(OPERATION_URL);
  await expect(page.getByText("Confirmado").first()).toBeVisible({ timeout: 20_000 });
  // A double click is one payment, sent with one key (asked once, then sent with its confirmation).
  expect(posts).toHaveLength(2);
  expect(new Set(posts).size).toBe(1);
  expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);
});

test("a top-up still processing lands on its operation page, which turns confirmed without reloading", async ({ page }) => {
  await topUpOpenAmount(page, "500", phone(5));
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/topups") && r.request().method() === "POST" && r.status() !== 403);
  await payAndConfirm(page);
  expect((await answer).status()).toBe(202);
  await expect(page).toHaveURL(OPERATION_URL);
  let reloads = 0;
  page.on("load", () => reloads++);
  await expect(page.getByText(/En proceso|Registrado|Verificando/).first()).toBeVisible();
  await expect(page.getByText("Confirmado").first()).toBeVisible({ timeout: 45_000 });
  expect(reloads).toBe(0);
});

test("offers again, one tap away, the number of an earlier top-up with that carrier", async ({ page }) => {
  const number = phone(1);
  const earlier = await postPayment(page.request, "/api/topups", {
    companyCode: "AR-R-0001", productId: "1", amount: 300, identifierName: "BA1", identifierValue: number, paymentMethod: "ACCOUNT",
  });
  expect(earlier.status()).toBe(201);

  await page.goto(MOVISTAR);
  await page.getByRole("button", { name: `Usar ${number}` }).click();
  await expect(numberField(page)).toHaveValue(number);
  // Another carrier does not offer it.
  await page.goto("/topups/AR-R-00407");
  await expect(page.getByRole("textbox", { name: "Número de teléfono" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Usar ${number}` })).toHaveCount(0);
});

test("a number at its top-up limit gets a clear message and stays on the checkout", async ({ page }) => {
  const number = phone(9);
  await topUpOpenAmount(page, "200", number);
  await payAndConfirm(page);
  await expect(page.getByRole("alert").filter({ hasText: `El número ${number} llegó al límite de recargas` })).toBeVisible();
  // Still on the checkout (its review, in the address), not on an operation.
  await expect(page).toHaveURL(new RegExp(`${MOVISTAR}(\\?[^/]*)?$`));
});

test("a Mexican package shows its data, minutes, messages and social media", async ({ page }) => {
  await page.goto("/topups/MX-R-00028");
  const pack = page.getByRole("radio", { name: /Paquete Bait 50\b/ });
  await expect(pack).toHaveAccessibleName(/Datos\s*2 GB.*Minutos\s*Ilimitados.*Mensajes\s*Ilimitados.*Redes sociales\s*WhatsApp, Facebook/);
  await pack.check();
  // A CLOSED package has its one price: nothing to type.
  await expect(page.getByRole("textbox", { name: "Monto" })).toHaveCount(0);
  await expect(page.getByText("Este producto tiene precio fijo.")).toBeVisible();
  await snap(page, "topups-carrier-packages");
  await expectAccessible(page);
});

test("the top-up keeps its step and every value in the address: a reload stays on the review, back and forward move between the steps", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/topups")) posts.push(request.url());
  });
  const number = phone(1);
  const pack = page.getByRole("radio", { name: /Pack de datos/ });
  const amount = page.getByRole("group", { name: "Elegí el monto" }).getByRole("radio", { name: /2\.000,00/ });
  const debit = page.getByRole("radio", { name: "Tarjeta de débito" });
  const review = page.getByRole("heading", { name: "Revisá antes de confirmar" });
  await page.goto(MOVISTAR);
  await pack.check();
  await amount.check();
  await numberField(page).fill(number);
  await debit.check();
  await page.getByRole("button", { name: "Revisar la recarga" }).click();
  await expect(review).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get("step")).toBe("review");

  // A reload opens the same review with every value; opening it pays nothing.
  await page.reload();
  await expect(review).toBeVisible();
  for (const value of [number, "Pack de datos", "Tarjeta de débito"]) await expect(page.getByRole("main")).toContainText(value);
  await expect(page.getByRole("button", { name: /Confirmar y pagar .*2\.000,00/ })).toBeVisible();
  await snap(page, "topups-review-reloaded");

  // Back: the form as it was filled in. Forward: the review again.
  await traverse(page, -1);
  await expect(review).toHaveCount(0);
  await expect(pack).toBeChecked();
  await expect(amount).toBeChecked();
  await expect(numberField(page)).toHaveValue(number);
  await expect(debit).toBeChecked();
  await traverse(page, 1);
  await expect(review).toBeVisible();
  await expect(page.getByRole("main")).toContainText(number);
  expect(posts).toEqual([]);
});
