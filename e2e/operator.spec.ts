import { randomInt } from "node:crypto";
import { expect, expectAccessible, sandboxControl, snap, test } from "./fixtures";
import { postPayment } from "./helpers/operations-api";

test("a customer opening the operator console sees it is for operators only, and no data", async ({ page, user: _user }) => {
  const operatorCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/operator")) operatorCalls.push(request.url());
  });
  await page.goto("/operator");
  await expect(page.getByTestId("operator-forbidden")).toContainText("Solo el equipo de operación puede abrir esta página.");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Consola de operación" })).toHaveCount(0);
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Billetera del proveedor" })).toHaveCount(0);
  expect(operatorCalls).toEqual([]);
  await snap(page, "operator-forbidden");
  await expectAccessible(page);
});

test("an operator sees the wallets, every operation with its owner, and the callbacks with their verification", async ({ page, operator }) => {
  await operator.signIn(page.context());
  // A MOVISTAR top-up whose number ends in 5 is processing until the provider's callback confirms it.
  const response = await postPayment(page.request, "/api/topups", { companyCode: "AR-R-0001", productId: "1", amount: 150, identifierName: "BA1", identifierValue: `${randomInt(100_000_000, 1_000_000_000)}5`, paymentMethod: "DEBIT" });
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
  // The sandbox signs no callback: unsigned is its normal state, said as such and not as a fault.
  await expect(callbacks.getByRole("row").filter({ hasText: "Sin firma (sandbox)" }).filter({ hasText: "Aplicado" }).first()).toBeVisible();
  // Background jobs: the embedded runner here, and none failed for good.
  await expect(page.getByRole("heading", { name: "Trabajos fallidos" })).toBeVisible();
  await expect(page.getByTestId("jobs-engine")).toContainText("el ejecutor de la base embebida");
  await expect(page.getByText("Ningún trabajo falló del todo.")).toBeVisible();
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

test("an operator sees why an unknown payment waits, rechecks it, and resolves it as failed with a note; its owner is told not to pay again until then", async ({ page, operator }) => {
  await operator.signIn(page.context());
  // The top-up's call gets a 500: its outcome is unknown, and the provider never saw it.
  await sandboxControl(page.request, "/faults", { errorRate: 1, errorPaths: ["/recharge/payment"] });
  const response = await postPayment(page.request, "/api/topups", { companyCode: "AR-R-0001", productId: "1", amount: 150, identifierName: "BA1", identifierValue: `${randomInt(100_000_000, 1_000_000_000)}9`, paymentMethod: "DEBIT" });
  await sandboxControl(page.request, "/faults", { errorRate: 0, errorPaths: [] });
  expect(response.status(), await response.text()).toBe(202);
  const { operation } = (await response.json()) as { operation: { id: string; status: string } };
  expect(operation.status).toBe("unknown");

  // The owner (here the operator) is told the payment is being confirmed, and offered no way to pay again.
  await page.goto(`/operations/${operation.id}`);
  await expect(page.getByText("Estamos confirmando este pago con el proveedor. No lo pagues de nuevo todavía")).toBeVisible();
  await expect(page.getByRole("link", { name: "Intentar la recarga de nuevo" })).toHaveCount(0);
  await snap(page, "operation-confirming");
  await expectAccessible(page);

  await page.goto("/operator");
  const row = page.locator(`[data-operation="${operation.id}"]`);
  await expect(row.locator('[data-status="unknown"]')).toBeVisible();
  await row.getByRole("button", { name: "Verificar ahora" }).click();
  const recheck = page.getByRole("group", { name: /Consultar ahora al proveedor/ });
  await expect(recheck).toBeVisible();
  await expectAccessible(page);
  await recheck.getByRole("button", { name: "Consultar al proveedor ahora" }).click();
  await expect(recheck).toHaveCount(0);
  // Why it waits: the provider's 404 is not proof until the grace window ends (15 min by default).
  await expect(row.getByTestId("not-found")).toContainText("Lectura de estado 404 desde");
  await expect(row.getByTestId("not-found")).toContainText("no es prueba antes de");

  await row.getByRole("button", { name: "Resolver…" }).click();
  const form = page.getByRole("form", { name: /Esto cambia lo que ve el cliente/ });
  await form.getByRole("button", { name: "Confirmar la resolución" }).click();
  await expect(form.getByText("Contá qué verificaste (al menos 5 caracteres).")).toBeVisible();
  await form.getByLabel("Resolución").selectOption({ label: "Resuelta: fallida, sin cobro" });
  await form.getByLabel("Nota").fill("El proveedor no tiene este pago (ticket 4411).");
  await snap(page, "operator-resolve");
  await expectAccessible(page);
  await form.getByRole("button", { name: "Confirmar la resolución" }).click();
  await expect(row.locator('[data-status="failed"]')).toBeVisible();
  await expect(row.getByRole("button", { name: "Resolver…" })).toHaveCount(0);

  // Audited: the recheck and the resolution name the operator, with the note.
  const audit = (await (await page.request.get(`/api/operator/operations/${operation.id}`)).json()) as {
    operation: { events: { source: string; to: string; detail: string | null }[] };
  };
  expect(audit.operation.events.filter((e) => e.source === "operator").map((e) => [e.to, e.detail])).toEqual([
    ["unknown", "recheck requested by ops@saldo.test"],
    ["failed", "resolved as failed by ops@saldo.test — note: El proveedor no tiene este pago (ticket 4411). (provider's status read: not found)"],
  ]);
  await page.goto(`/operations/${operation.id}`);
  // The user reads the resolution's reason code in their language, not the English text kept for operators.
  await expect(page.getByTestId("failure-reason")).toHaveText(
    "Nuestro equipo confirmó con la empresa que este pago no se hizo; no se te cobró nada. Podés intentarlo de nuevo.",
  );
  await expect(page.getByRole("link", { name: "Intentar la recarga de nuevo" })).toBeVisible();
});
