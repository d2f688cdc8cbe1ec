import { randomInt, randomUUID } from "node:crypto";
import { APP_ORIGIN, expect, expectAccessible, signUp, snap, test } from "./fixtures";

const ORIGIN = { origin: APP_ORIGIN };

test("a customer opening the operator console sees it is for operators only, and no data", async ({ page, user: _user }) => {
  const adminCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/admin")) adminCalls.push(request.url());
  });
  await page.goto("/operator");
  await expect(page.getByTestId("operator-forbidden")).toContainText("Solo el equipo de operación puede abrir esta página.");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Consola de operación" })).toHaveCount(0);
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Billetera del proveedor" })).toHaveCount(0);
  expect(adminCalls).toEqual([]);
  await snap(page, "operator-forbidden");
  await expectAccessible(page);
});

test("an operator sees the wallets, every operation with its owner, and the callbacks with their verification", async ({ page }) => {
  await signUp(page.request, "ops", "ops@saldo.test");
  // A MOVISTAR top-up whose number ends in 5 is processing until the provider's callback confirms it.
  const response = await page.request.post("/api/topups", {
    headers: { ...ORIGIN, "idempotency-key": randomUUID() },
    data: { companyCode: "AR-R-0001", productId: "1", amount: 150, identifierName: "BA1", identifierValue: `${randomInt(100_000_000, 1_000_000_000)}5`, paymentMethod: "DEBIT" },
  });
  expect([201, 202], await response.text()).toContain(response.status());
  const { operation } = (await response.json()) as { operation: { id: string } };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/operations/${operation.id}`)).json()) as { operation: { status: string } }).operation.status, { timeout: 15_000 })
    .toBe("confirmed");

  await page.goto("/operator");
  await expect(page.getByRole("heading", { level: 1, name: "Consola de operación" })).toBeVisible();
  await expect(page.getByTestId("wallets")).toContainText("ARS");
  await expect(page.getByTestId("wallets")).toContainText("Disponible");
  const operations = page.getByTestId("operations");
  await expect(operations.getByRole("row").filter({ hasText: "ops@saldo.test" }).first()).toBeVisible();
  await expect(operations.locator('[data-status="confirmed"]').first()).toBeVisible();
  const callbacks = page.getByTestId("callbacks");
  await expect(callbacks.getByRole("row").filter({ hasText: "Verificado" }).filter({ hasText: "Aplicado" }).first()).toBeVisible();
  await snap(page, "operator");
  await expectAccessible(page);

  // "Waiting for reconciliation" asks for status=waiting and shows only in-flight operations.
  const waiting = page.waitForRequest((r) => new URL(r.url()).searchParams.get("status") === "waiting");
  await page.getByRole("combobox", { name: "Estado" }).selectOption({ label: "Esperando conciliación" });
  await waiting;
  await expect(page.getByText("Ninguna operación coincide con estos filtros.").or(operations)).toBeVisible();
  for (const status of await operations.locator("[data-status]").all()) {
    expect(["pending", "processing", "unknown"]).toContain(await status.getAttribute("data-status"));
  }

  const flagged = page.waitForRequest((r) => new URL(r.url()).searchParams.get("flagged") === "true");
  await page.getByRole("checkbox", { name: "Solo marcadas" }).check();
  await flagged;
  await expect(page.getByText("Ninguna operación coincide con estos filtros.").or(operations)).toBeVisible();
  const flaggedRows = await operations.getByRole("row").filter({ has: page.locator("[data-status]") }).all();
  for (const row of flaggedRows) await expect(row).toContainText("Marcada");
});
