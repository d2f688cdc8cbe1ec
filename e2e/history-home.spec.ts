// History and home, with operations made through the API so these journeys do not depend on the
// checkout pages.
import { APP_ORIGIN, expect, expectAccessible, sandboxControl, snap, test } from "./fixtures";
import { EDENOR, NO_FAULTS, buyNetflix, payEdenor, settled } from "./helpers/operations-api";

test.afterEach(async ({ request }) => {
  await sandboxControl(request, "/faults", NO_FAULTS);
});

test("history filters by kind and status, keeps them in the URL, and opens an operation", async ({ page, user: _user }) => {
  const confirmed = await payEdenor(page.request, 1);
  const failed = await payEdenor(page.request, 4);
  const gift = await buyNetflix(page.request);
  await settled(page.request, confirmed, "confirmed");
  await settled(page.request, failed, "failed");

  await page.goto("/history");
  const rows = page.getByTestId("history-list").getByRole("listitem");
  await expect(rows).toHaveCount(3);
  await snap(page, "history");
  await expectAccessible(page);

  await page.getByLabel("Tipo").selectOption("giftcard");
  await expect(page).toHaveURL(/\/history\?kind=giftcard$/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Netflix");

  await page.getByLabel("Tipo").selectOption("");
  await page.getByLabel("Estado").selectOption("failed");
  await expect(page).toHaveURL(/\/history\?status=failed$/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("EDENOR");
  await expect(rows.first()).toContainText("Rechazado");

  // The filter survives a reload: it lives in the URL.
  await page.reload();
  await expect(page.getByLabel("Estado")).toHaveValue("failed");
  await expect(rows).toHaveCount(1);

  await page.getByLabel("Tipo").selectOption("topup");
  await expect(page).toHaveURL(/kind=topup/);
  await expect(page.getByText("No hay movimientos con estos filtros.")).toBeVisible();
  await page.getByRole("button", { name: "Quitar filtros" }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(rows).toHaveCount(3);

  await page.getByRole("link", { name: /Netflix/ }).click();
  await expect(page).toHaveURL(`/operations/${gift}`);
  await expect(page.getByRole("heading", { level: 1, name: "¡Compra confirmada!" })).toBeFocused();
  await expect(page.getByText("Netflix", { exact: true }).first()).toBeVisible();
});

test("home shows what is due with its estimated date and pay now, the latest operations and the rates", async ({ page, user }) => {
  // A confirmed EDENOR payment whose account the user then saves in "Mis cuentas" (paying alone
  // saves nothing); ending in 3 makes a "new bill" notice.
  const id = await payEdenor(page.request, 3);
  await settled(page.request, id, "confirmed");
  const saved = await page.request.post(`/api/operations/${id}/account`, { data: { alias: "" }, headers: { origin: APP_ORIGIN } });
  expect(saved.status(), await saved.text()).toBe(201);
  await sandboxControl(page.request, "/agenda/notify", { externalClientId: user.id });

  await page.goto("/");
  const due = page.getByRole("region", { name: "Vence pronto" });
  await expect(due.getByTestId("due-item").first()).toContainText("Factura nueva");
  await expect(due.getByText("(fecha estimada)").first()).toBeVisible();
  await expect(due.getByRole("link", { name: /Pagar ahora/ }).first()).toHaveAttribute("href", new RegExp(`^/pay/${EDENOR}`));

  const recent = page.getByRole("region", { name: "Últimos movimientos" });
  await expect(recent.getByRole("link", { name: /EDENOR/ })).toHaveAttribute("href", `/operations/${id}`);
  await expect(recent.getByText("Confirmado")).toBeVisible();

  const rates = page.getByRole("region", { name: "Cotizaciones" });
  await expect(rates.getByRole("rowheader", { name: "ARS" })).toBeVisible();
  await expect(rates.getByRole("link", { name: "Ver todas las cotizaciones" })).toHaveAttribute("href", "/rates");
  for (const name of ["Pagar un servicio", "Recargar el celular", "Comprar una tarjeta de regalo"]) {
    await expect(page.getByRole("link", { name: new RegExp(name) })).toBeVisible();
  }
  await snap(page, "home");
  await expectAccessible(page);
});
