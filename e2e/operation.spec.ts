// The operation page (live status, receipt, failure, gift-card PIN), with operations made through
// the API so these journeys do not depend on the checkout pages.
import { randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { APP_ORIGIN, expect, expectAccessible, sandboxControl, signUp, snap, test } from "./fixtures";
import { EDENOR, NO_FAULTS, buyNetflix, payEdenor, readOperation, settled } from "./helpers/operations-api";

const PIN_FORMAT = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

test.afterEach(async ({ request }) => {
  await sandboxControl(request, "/faults", NO_FAULTS);
});

/** Every read of the operation the page makes through the API (its account and PIN included). */
function readsOf(page: Page, id: string): string[] {
  const reads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith(`/api/operations/${id}`)) reads.push(request.url());
  });
  return reads;
}

test("a bill in flight shows processing, says plainly it is being processed, then confirms live with its receipt", async ({ page, user: _user }) => {
  test.setTimeout(90_000);
  // No callback, and status reads fail: the payment stays in flight until the faults are lifted.
  await sandboxControl(page.request, "/faults", { dropCallbacks: true, errorRate: 1, errorPaths: ["/services/operation"] });
  const id = await payEdenor(page.request, 1);

  await page.goto(`/operations/${id}`);
  // The page's heading is where the payment stands; the company comes below it.
  await expect(page.getByRole("heading", { level: 1, name: /^(Estamos enviando tu pago|Tu pago está en proceso)$/ })).toBeVisible();
  await expect(page.locator("h1 + p")).toContainText("EDENOR");
  await expect(page.locator("[data-status]").first()).toHaveAttribute("data-status", /pending|processing/);
  await expect(page.getByText("Estamos siguiendo tu pago")).toBeVisible();
  await snap(page, "operation-processing");
  await expectAccessible(page);
  // Marks this document: if the page reloaded, the mark would be gone.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await expect(page.getByText("Tu pago se está procesando; vamos a mostrar el resultado acá.")).toBeVisible({ timeout: 20_000 });
  await expect(page.locator("[data-status]").first()).not.toHaveAttribute("data-status", "confirmed");

  await sandboxControl(page.request, "/faults", NO_FAULTS);
  await expect(page.locator("[data-status]").first()).toHaveAttribute("data-status", "confirmed", { timeout: 30_000 });
  // The outcome that arrived live is the new heading, and takes focus: a screen reader reads it.
  await expect(page.getByRole("heading", { level: 1, name: "¡Pago confirmado!" })).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  await expect(page.getByRole("heading", { name: "Comprobante" })).toBeVisible();
  const { receipt } = await readOperation(page.request, id);
  const ticket = receipt?.ticket ?? [];
  expect(ticket.length).toBeGreaterThan(0);
  // The provider's lines are shown under labels in the user's language: their values, not their raw keys.
  const block = page.getByTestId("receipt-ticket");
  for (const line of ticket.filter((l) => /^(Operacion|Nro\. transaccion|Cod\. seguridad|clientNumber):/.test(l))) {
    await expect(block).toContainText(line.slice(line.indexOf(":") + 1).trim());
  }
  for (const raw of ["clientNumber", "ACCOUNT", "UTC"]) await expect(block).not.toContainText(raw);
  // The operation number is shortened for the eye (the receipt spec checks it copies whole).
  await expect(page.getByText(`${id.slice(0, 8)}…${id.slice(-4)}`).first()).toBeVisible();
  await expect(page.getByText("Tu pago se está procesando")).toHaveCount(0);
  await snap(page, "operation-confirmed");
  await expectAccessible(page);

  // The .txt download became the server's PDF (its contents are read in receipt.spec.ts).
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Descargar PDF" }).click()]);
  expect(download.suggestedFilename()).toBe(`comprobante-saldo-${id}.pdf`);
  expect((await readFile(await download.path())).subarray(0, 5).toString("latin1")).toBe("%PDF-");
});

test("a paid bill's page comes with the operation, its receipt and the offer to save the account, and is never read again", async ({ page, browser, baseURL, user: _user }) => {
  const id = await payEdenor(page.request, 1);
  await settled(page.request, id, "confirmed");
  const reads = readsOf(page, id);
  await page.goto(`/operations/${id}`);
  await expect(page.getByTestId("success")).toBeVisible();
  await expect(page.getByTestId("save-account")).toBeVisible();
  await page.waitForTimeout(4000); // past several reads of the in-flight watch (1 s, 2.5 s, 4.75 s)
  expect(reads).toEqual([]);

  // The server's HTML alone, without JavaScript, already shows it all.
  const bare = await browser.newContext({
    baseURL,
    locale: "es-AR",
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    extraHTTPHeaders: { "x-forwarded-for": `2001:db8:${randomInt(1, 0xffff).toString(16)}::8` },
  });
  try {
    const html = await bare.newPage();
    await html.goto(`/operations/${id}`);
    await expect(html.getByRole("heading", { level: 1, name: "¡Pago confirmado!" })).toBeVisible();
    await expect(html.getByRole("heading", { name: "Comprobante" })).toBeVisible();
    await expect(html.getByTestId("save-account")).toBeVisible();
  } finally {
    await bare.close();
  }
});

test("a failed bill shows the reason and a way to query the debt again", async ({ page, user: _user }) => {
  const id = await payEdenor(page.request, 4);
  await page.goto(`/operations/${id}`);
  await expect(page.locator("[data-status]").first()).toHaveAttribute("data-status", "failed", { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: "El pago no se pudo hacer" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Qué pasó" })).toBeVisible();
  // The provider's own text stays for the operator; the user reads the message of its code, in Spanish.
  const { statusReason, statusReasonCode } = await readOperation(page.request, id);
  expect(statusReason).toBeTruthy();
  expect(statusReasonCode).toBe("PROVIDER_FAILED");
  await expect(page.getByTestId("failure-reason")).toHaveText("La empresa rechazó el pago.");
  // The query again, filled in with the number paid with (e2e/checkout-flow.spec.ts follows it).
  const { identifiers } = await readOperation(page.request, id);
  const again = `/pay/${EDENOR}?${new URLSearchParams({ clientNumber: identifiers[0]?.identifierValue ?? "", autoquery: "1" })}`;
  await expect(page.getByRole("link", { name: "Consultar la deuda de nuevo" })).toHaveAttribute("href", again);
  await expect(page.getByRole("heading", { name: "Comprobante" })).toHaveCount(0);
  await snap(page, "operation-failed");
  await expectAccessible(page);
});

test("a gift card's PIN shows in full once as it arrives, then masked with its last four until revealed again, and is never stored", async ({ page, context, user: _user }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const id = await buyNetflix(page.request);
  await page.goto(`/operations/${id}`);
  await expect(page.locator("[data-status]").first()).toHaveAttribute("data-status", "confirmed");
  await expect(page.getByRole("heading", { name: "Cómo canjearla" })).toBeVisible();

  // The receipt's one showing: the whole PIN, without asking, said to be the only time.
  const shown = page.getByTestId("gift-card-pin");
  await expect(shown).toHaveText(PIN_FORMAT);
  const pin = (await shown.textContent())?.trim() ?? "";
  const masked = `••••-••••-••••-${pin.slice(-4)}`;
  await expect(page.getByText("Es la única vez que lo mostramos completo")).toBeVisible();
  await snap(page, "operation-gift-card-pin");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Copiar PIN" }).click();
  await expect(page.getByText("PIN copiado al portapapeles.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pin);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain(pin);

  await page.getByRole("button", { name: "Ocultar PIN" }).click();
  await expect(shown).toHaveCount(0);
  await expect(page.getByTestId("gift-card-pin-masked")).toContainText(masked);

  // Back later: masked with its last four, on the card and in the receipt; whole only when asked.
  await page.reload();
  await expect(page.getByTestId("gift-card-pin-masked")).toContainText(masked);
  await expect(page.getByTestId("receipt-rows").locator('[data-row="pin"]')).toContainText(masked);
  await expect(shown).toHaveCount(0);
  expect(await page.content()).not.toContain(pin);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Mostrar PIN" }).click();
  await expect(shown).toHaveText(pin);
  await expect(page.getByText("Es la única vez que lo mostramos completo")).toHaveCount(0);
});

test("another user opening someone's operation sees it was not found, and no PIN", async ({ page, browser, baseURL, user: _user }) => {
  const id = await buyNetflix(page.request);
  const other = await browser.newContext({
    baseURL,
    locale: "es-AR",
    extraHTTPHeaders: { "x-forwarded-for": `2001:db8:${randomInt(1, 0xffff).toString(16)}::7` },
  });
  try {
    await signUp(other.request, "intruder");
    const intruder = await other.newPage();
    // The app's not-found screen, answered 404: the same as for an operation that does not exist.
    const answer = await intruder.goto(`/operations/${id}`);
    expect(answer?.status()).toBe(404);
    await expect(intruder.getByRole("heading", { level: 1, name: "No encontramos esta página" })).toBeVisible();
    await expect(intruder.getByRole("link", { name: "Ir al inicio" })).toHaveAttribute("href", "/");
    await expect(intruder.getByRole("button", { name: "Mostrar PIN" })).toHaveCount(0);
    await expect(intruder.getByText("Netflix")).toHaveCount(0);
    // Nor does the server's HTML hold any of it.
    const served = await other.request.get(`/operations/${id}`);
    expect(served.status()).toBe(404);
    expect(await served.text()).not.toContain("Netflix");
    expect((await other.request.post(`/api/operations/${id}/pin`, { headers: { origin: APP_ORIGIN } })).status()).toBe(404);
    await snap(intruder, "operation-not-found");
    await expectAccessible(intruder);
  } finally {
    await other.close();
  }
});
