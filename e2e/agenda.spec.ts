import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, sandboxControl, snap, test } from "./fixtures";

// EDENOR (AR-S-0003) identifies a bill by its 10-digit "Número de cliente" (clientNumber), the one
// modality that allows reminders. A number ending in 1 has one closed debt: its notice is "due soon"
// with an amount. Random, because the sandbox remembers each number's bills.
const number = `${randomInt(100_000_000, 1_000_000_000)}1`;

const card = (page: Page, name: string) => page.getByTestId("adhesion").filter({ has: page.getByRole("heading", { name, exact: true }) });
const numberField = (page: Page) => page.getByRole("textbox", { name: "Número de cliente", exact: true });

async function addEdenor(page: Page) {
  await page.getByRole("searchbox", { name: "Nombre de la empresa" }).fill("edenor");
  await page.getByRole("button", { name: /EDENOR/ }).click();
  await expect(numberField(page)).toBeVisible();
}

test("a saved bill is added, renamed, paused and resumed, then paid from its notification", async ({ page, user }) => {
  await page.goto("/agenda");
  await expect(page.getByRole("heading", { level: 1, name: "Mis cuentas" })).toBeVisible();
  await expect(page.getByText("Todavía no guardaste ninguna cuenta.")).toBeVisible();
  await snap(page, "agenda-empty");
  await expectAccessible(page);

  // Add: company by search, then its fields; wrong values are explained under the field.
  await page.getByRole("main").getByRole("link", { name: "Agregar cuenta" }).first().click();
  await expect(page).toHaveURL(/\/agenda\/new$/);
  await addEdenor(page);
  await page.getByRole("button", { name: "Guardar cuenta" }).click();
  await expect(numberField(page)).toHaveAccessibleDescription(/Completá “Número de cliente”/);
  await numberField(page).fill("12345");
  await page.getByRole("button", { name: "Guardar cuenta" }).click();
  await expect(numberField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(numberField(page)).toHaveAccessibleDescription(/tiene que tener 10 caracteres/);
  await snap(page, "agenda-new-errors");
  await expectAccessible(page);

  await numberField(page).fill(number);
  await page.getByRole("textbox", { name: "Apodo (opcional)" }).fill("Casa");
  await page.getByRole("button", { name: "Guardar cuenta" }).click();
  await expect(page).toHaveURL(/\/agenda$/);
  const casa = card(page, "Casa");
  await expect(casa).toContainText("EDENOR");
  await expect(casa).toContainText(number);
  await expect(casa).toContainText("Activa");
  await snap(page, "agenda-filled");
  await expectAccessible(page);

  // Rename in place.
  await casa.getByRole("button", { name: "Renombrar Casa" }).click();
  await casa.getByRole("textbox", { name: "Apodo", exact: true }).fill("Depto");
  await casa.getByRole("button", { name: "Guardar apodo" }).click();
  const depto = card(page, "Depto");
  await expect(depto).toBeVisible();
  await expect(card(page, "Casa")).toHaveCount(0);
  await expect(depto.getByRole("button", { name: "Renombrar Depto" })).toBeFocused();

  // Pause: gone from "active only", still under "all", marked paused in words — also after a reload.
  await depto.getByRole("button", { name: "Pausar Depto" }).click();
  await expect(page.getByRole("status").filter({ hasText: "quedó en pausa" })).toBeVisible();
  await expect(card(page, "Depto")).toHaveCount(0);
  await expect(page.getByText("No tenés cuentas activas.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("No tenés cuentas activas.")).toBeVisible();
  await page.getByRole("radio", { name: "Todas" }).check();
  await expect(depto).toContainText("Pausada");
  await expect(depto.locator("[data-state]")).toHaveAttribute("data-state", "paused");

  // Resume.
  await depto.getByRole("button", { name: "Reactivar Depto" }).click();
  await expect(depto).toContainText("Activa");
  await page.getByRole("radio", { name: "Activas" }).check();
  await expect(depto).toBeVisible();

  // The provider sends a "due soon" notice; the page shows it and "pay now" opens the query filled in.
  const { notifications } = await sandboxControl<{ notifications: { amount: number; expirationDate: string }[] }>(
    page.request,
    "/agenda/notify",
    { externalClientId: user.id },
  );
  const sent = notifications[0];
  if (!sent) throw new Error("the sandbox made no notification");
  await page.goto("/notifications");
  const notice = page.getByTestId("notification").filter({ hasText: "EDENOR" });
  await expect(notice.getByRole("heading", { name: "Vence pronto" })).toBeVisible();
  const amount = new Intl.NumberFormat("es-AR", { style: "currency", currency: "ARS" }).format(sent.amount);
  await expect(notice).toContainText(amount);
  await expect(notice.locator(`time[datetime="${sent.expirationDate}"]`)).toBeVisible();
  await snap(page, "notifications");
  await expectAccessible(page);

  const company = (await (await page.request.get("/api/companies/services/AR-S-0003")).json()) as {
    company: { modalities: { modalityId: string; isSchedulable: boolean }[] };
  };
  const modalityId = company.company.modalities.find((m) => m.isSchedulable)?.modalityId;
  await notice.getByRole("link", { name: /Pagar ahora/ }).click();
  await expect(page).toHaveURL(/\/pay\/AR-S-0003\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("modality")).toBe(modalityId);
  expect(url.searchParams.get("clientNumber")).toBe(number);
  expect(url.searchParams.get("autoquery")).toBe("1");
  // The pay page (another area) fills the number in and runs the query: its one debt shows up.
  await expect(numberField(page)).toHaveValue(number);
  await expect(page.getByTestId("debt")).toHaveCount(1);
});

test("notifications say so when there are none, with a way to the saved bills", async ({ page, user: _user }) => {
  await page.goto("/notifications");
  await expect(page.getByText("Todavía no tenés avisos.")).toBeVisible();
  await page.getByRole("link", { name: "Ir a Mis cuentas" }).click();
  await expect(page).toHaveURL(/\/agenda$/);
});
