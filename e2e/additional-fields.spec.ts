import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, sandboxControl, snap, test } from "./fixtures";
import { debts, OPERATION_URL, payAndConfirm } from "./helpers/pay-helpers";

// ARBA (AR-S-0041) declares an additional field, the bill's issue date ("Fecha de emisión"): it is
// asked after the partida, for each bill. The sandbox answers only the bill issued on the date
// given; a partida ending in 3 has three bills, each with its own issue date, and the notice of
// the next one carries that date. The partida is random: the sandbox remembers each one's bills.
const ARBA = "AR-S-0041";
const partidaField = (page: Page) => page.getByRole("textbox", { name: "Partida inmobiliaria", exact: true });
const dateField = (page: Page) => page.getByLabel("Fecha de emisión", { exact: true });

async function payTheDebtShown(page: Page) {
  await expect(debts(page)).toHaveCount(1);
  await page.getByRole("radio", { name: "Dinero en cuenta" }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await payAndConfirm(page);
  await expect(page).toHaveURL(OPERATION_URL);
  await expect(page.getByTestId("success").getByText("¡Pago confirmado!")).toBeVisible({ timeout: 30_000 });
}

test("ARBA is queried with the bill's issue date, saved, and its next bill paid from Mis cuentas without typing the date", async ({ page, user }) => {
  const partida = `${randomInt(10_000_000, 100_000_000)}3`;
  const { bills } = await sandboxControl<{ bills: { issueDate: string }[] }>(page.request, `/bills/${ARBA}/${partida}`);
  const [, current, next] = bills;

  await page.goto(`/pay/${ARBA}`);
  await partidaField(page).fill(partida);
  await page.getByRole("button", { name: "Consultar deuda" }).click();
  // The date is asked after the modality's own field, and refused when missing, by its name.
  await expect(dateField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(dateField(page)).toHaveAccessibleDescription(/Completá “Fecha de emisión”/);
  await expectAccessible(page);
  await dateField(page).fill(current!.issueDate);
  await page.getByRole("button", { name: "Consultar deuda" }).click();
  await snap(page, "pay-additional-fields");
  await payTheDebtShown(page);

  const offer = page.getByRole("region", { name: "¿Guardarla para la próxima?" });
  await offer.getByRole("textbox", { name: "Apodo (opcional)" }).fill("Inmobiliario");
  await offer.getByRole("button", { name: "Guardar" }).click();
  await expect(offer.getByRole("status")).toHaveText(/Guardada en Mis cuentas como “Inmobiliario”/);

  // The provider's notice of the next bill brings its issue date; "Pagar" queries it at once.
  await sandboxControl(page.request, "/agenda/notify", { externalClientId: user.id });
  await page.goto("/agenda");
  const card = page.getByTestId("adhesion").filter({ has: page.getByRole("heading", { name: "Inmobiliario", exact: true }) });
  await card.getByRole("link", { name: "Pagar Inmobiliario" }).click();
  await expect(page).toHaveURL(/autoquery=1|step=debts/);
  await expect(partidaField(page)).toHaveValue(partida);
  await expect(dateField(page)).toHaveValue(next!.issueDate);
  await payTheDebtShown(page);
});

test("a document number without a type of its own offers the company's documents", async ({ page, user: _user }) => {
  await page.goto("/pay/AR-S-0101");
  await page.getByRole("radio", { name: /Documento del titular/ }).check();
  const type = page.getByRole("combobox", { name: "Tipo de documento" });
  await expect(type.getByRole("option")).toHaveText(["Elegí una opción", "DNI", "CUIT", "Pasaporte"]);
  await type.selectOption("CUIT");
  await page.getByRole("textbox", { name: "Número de documento", exact: true }).fill("30111221");
  await page.getByRole("button", { name: "Consultar deuda" }).click();
  await expect(debts(page)).toHaveCount(1);
  await expect(page).toHaveURL(/documentType=CUIT/);
});
