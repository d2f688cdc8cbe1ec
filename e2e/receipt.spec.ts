// The moment a bill is paid and the receipt that stays: a success screen with the saved account's
// nickname, a receipt in the user's words, the server's PDF (read back with pdftotext), Share and print.
import { execFileSync } from "node:child_process";
import { APP_ORIGIN, expect, expectAccessible, snap, test } from "./fixtures";
import { EDENOR, numberField, clientNumber, debts, OPERATION_URL, payAndConfirm } from "./helpers/pay-helpers";
import { payEdenor, readOperation, settled } from "./helpers/operations-api";

const NICKNAME = "Casa de mamá";
const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** pdftotext's reading of the file, spaces of any kind made plain. */
const pdfText = (path: string) => execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", path, "-"], { encoding: "utf8" }).replace(/[\s\u00a0\u202f]+/g, " ");
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ");

test("a paid bill shows a success screen with the account's nickname, a receipt in Spanish, and a PDF that holds it all", async ({ page, context, user }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);

  // The account is saved with a nickname first, as "Mis cuentas" does.
  const number = clientNumber(1);
  const company = (await (await page.request.get(`/api/companies/services/${EDENOR.split("/").pop()}`)).json()) as {
    company: { modalities: { modalityId: string; modalityType: string | null }[] };
  };
  const modality = company.company.modalities.find((m) => m.modalityType === "input") ?? company.company.modalities[0]!;
  const saved = await page.request.post("/api/agenda/adhesions", {
    headers: { origin: APP_ORIGIN },
    data: { companyCode: "AR-S-0003", modalityId: modality.modalityId, queryData: [{ identifierName: "clientNumber", identifierValue: number }], alias: NICKNAME },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  // Pays it through the checkout.
  await page.goto(EDENOR);
  await numberField(page).fill(number);
  await page.getByRole("button", { name: "Consultar deuda" }).click();
  await expect(debts(page)).toHaveCount(1);
  await page.getByRole("radio", { name: "Dinero en cuenta" }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await payAndConfirm(page);
  await expect(page).toHaveURL(OPERATION_URL);
  const id = page.url().split("/").pop()!;

  // The success moment: a ✓ and the page's heading in words, focused (a screen reader reads the
  // outcome first, not the company), then the amount, the company, the nickname.
  const success = page.getByTestId("success");
  const outcome = success.getByRole("heading", { level: 1, name: "¡Pago confirmado!" });
  await expect(outcome).toBeVisible({ timeout: 30_000 });
  await expect(outcome).toBeFocused();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const op = await readOperation(page.request, id);
  const amount = new Intl.NumberFormat("es-AR", { style: "currency", currency: "ARS" }).format((op as unknown as { amount: number }).amount);
  await expect(success.getByText("EDENOR", { exact: true })).toBeVisible();
  expect(plain(await success.innerText())).toContain(plain(amount));
  await expect(success.getByTestId("success-account")).toContainText(`Cuenta: ${NICKNAME}`);
  await expect(success.getByRole("link", { name: "Ver comprobante" })).toHaveAttribute("href", "#receipt-title");
  for (const size of SCREENS) {
    await page.setViewportSize(size);
    await expect(success).toBeInViewport();
    // Nothing wider than the screen: the long numbers are shortened.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await snap(page, "operation-success");
  await expectAccessible(page);

  // The receipt: Saldo's name, the holder, the company's label for the number, the period, local time only.
  const receipt = page.getByRole("region", { name: "Comprobante" });
  // Saldo's mark (hidden from screen readers) and name.
  const brand = receipt.getByRole("paragraph").filter({ hasText: /^S\s*Saldo$/ });
  await expect(brand).toBeVisible();
  const rows = receipt.getByTestId("receipt-rows");
  await expect(rows.locator('[data-row="holder"]')).toHaveText(`Pagado por${user.name}`);
  await expect(rows.locator('[data-row="account"]')).toContainText(NICKNAME);
  // Argentine time, formatted in the browser, on a 24-hour clock: no "a. m." to break on a phone.
  await expect(rows.locator('[data-row="dateTime"]')).toHaveText(/^Fecha y hora\d{1,2} de \p{L}+ de \d{4} a las \d{2}:\d{2}$/u);
  await expect(page.getByRole("main")).not.toContainText(/\b[ap]\. ?m\./);
  await expect(rows.locator('[data-row="identifier-0"]')).toContainText(`Número de cliente${number}`);
  await expect(rows.locator('[data-row="period"]')).toContainText(/Período(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}/);
  const ticket = receipt.getByTestId("receipt-ticket");
  await expect(ticket).toContainText("Medio de pagoDinero en cuenta");
  await expect(ticket).toContainText("Número de transacción");
  const text = await receipt.innerText();
  for (const raw of ["clientNumber", "ACCOUNT", "UTC", "COMPROBANTE DE PAGO"]) expect(text).not.toContain(raw);

  // The operation number: short to the eye, whole to copy.
  const opRow = rows.locator('[data-row="operationId"]');
  await expect(opRow.getByText(`${id.slice(0, 8)}…${id.slice(-4)}`)).toBeVisible();
  await opRow.getByRole("button", { name: "Copiar número de operación" }).click();
  await expect(opRow.getByText("Copiado: Número de operación")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);

  // The PDF, made by the server, downloaded by the browser and read back.
  const [download] = await Promise.all([page.waitForEvent("download"), receipt.getByRole("link", { name: "Descargar PDF" }).click()]);
  expect(download.suggestedFilename()).toBe(`comprobante-saldo-${id}.pdf`);
  const pdf = pdfText(await download.path());
  for (const expected of ["Saldo", plain(amount), "EDENOR", NICKNAME, number, id, `Pagado por ${user.name}`, "Confirmado"]) expect(pdf).toContain(expected);
  expect(pdf).not.toContain("clientNumber");

  // Share without file sharing (Chromium on Linux): the receipt's link, copied, with a toast.
  await receipt.getByRole("button", { name: "Compartir" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Enlace copiado" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${APP_ORIGIN}/operations/${id}`);

  // Printed, the page is the receipt alone: no navigation, no banner, no buttons.
  await page.emulateMedia({ media: "print" });
  await expect(brand).toBeVisible();
  await expect(rows.locator('[data-row="holder"]')).toBeVisible();
  await expect(success).toBeHidden();
  await expect(page.getByRole("navigation").first()).toBeHidden();
  await expect(receipt.getByRole("link", { name: "Descargar PDF" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
});

test("Share hands the receipt's PDF to the system share sheet where the browser can share files", async ({ page, user: _user }) => {
  // Stands in for a phone's share sheet: Chromium on Linux has none.
  await page.addInitScript(() => {
    const shared: { name: string; type: string; size: number }[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, "canShare", { value: (data?: { files?: File[] }) => Boolean(data?.files?.length) });
    Object.defineProperty(navigator, "share", {
      value: async (data: { files: File[] }) => {
        for (const file of data.files) shared.push({ name: file.name, type: file.type, size: file.size });
      },
    });
  });
  const id = await payEdenor(page.request, 1);
  await settled(page.request, id, "confirmed");
  await page.goto(`/operations/${id}`);
  await page.getByRole("button", { name: "Compartir" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: { name: string; type: string; size: number }[] }).__shared))
    .toEqual([{ name: `comprobante-saldo-${id}.pdf`, type: "application/pdf", size: expect.any(Number) }]);
  await expect(page.getByText("Enlace copiado")).toHaveCount(0);
});
