import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, snap, test } from "./fixtures";
import { barcodePng, billCode, billPdf, blankPng, type Symbology } from "./helpers/barcode-images";
import { debts } from "./helpers/pay-helpers";

// Scan to pay from a photo or PDF of the bill: the image is made here with bwip-js, decoded in the
// page (barcode-detector over ZXing's WebAssembly, served by Saldo), the company found from the
// code's prefix (the sandbox's seeded table) and its barcode modality opened, filled in and asked.

const dir = mkdtempSync(path.join(tmpdir(), "saldo-scan-"));
const file = (name: string, body: Buffer) => {
  const target = path.join(dir, name);
  writeFileSync(target, body);
  return target;
};

const upload = (page: Page) => page.getByLabel("Subir foto o PDF");

async function expectCheckout(page: Page, company: string, name: RegExp, code: string) {
  await expect(page).toHaveURL(new RegExp(`/pay/${company}\\?.*barcode=${code}.*step=debts`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Código de barras/ })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Código de barras" })).toHaveValue(code);
  await expect(debts(page)).toHaveCount(1);
}

// Each format on its own company: the prefix, not the format, picks it.
const CASES: { bcid: Symbology; prefix: string; company: string; name: RegExp; length: number }[] = [
  { bcid: "interleaved2of5", prefix: "1047", company: "AR-S-0047", name: /TELECENTRO/i, length: 30 },
  { bcid: "code128", prefix: "1003", company: "AR-S-0003", name: /EDENOR/i, length: 30 },
  { bcid: "qrcode", prefix: "1011", company: "AR-S-0011", name: /AYSA/i, length: 44 },
  { bcid: "pdf417", prefix: "1035", company: "AR-S-0035", name: /EDESUR/i, length: 36 },
  { bcid: "datamatrix", prefix: "3601", company: "AR-S-02601", name: /EMPRESA DE PRUEBA/i, length: 40 },
];

for (const { bcid, prefix, company, name, length } of CASES) {
  test(`a photo of a bill's ${bcid} code opens its company with the code filled in and its debts listed`, async ({ page, user }) => {
    void user;
    const code = billCode(prefix, length);
    const image = file(`${bcid}.png`, await barcodePng(bcid, code));
    const wasm: string[] = [];
    page.on("response", (r) => {
      if (r.url().includes("/api/scanner/zxing_reader.wasm")) wasm.push(r.headers()["content-type"] ?? "");
    });
    await page.goto("/pay");
    await expect(page.getByRole("heading", { name: "Pagá escaneando la factura" })).toBeVisible();
    await upload(page).setInputFiles(image);
    await expectCheckout(page, company, name, code);
    expect(wasm).toEqual(["application/wasm"]);
  });
}

test("the first page of a PDF bill with an ITF barcode opens its company", async ({ page, user }) => {
  void user;
  const code = billCode("1070", 30);
  const pdf = file("bill.pdf", await billPdf(await barcodePng("interleaved2of5", code), code));
  await page.goto("/pay");
  await upload(page).setInputFiles(pdf);
  await expectCheckout(page, "AR-S-0070", /EPEC/i, code);
});

test("a misread code, an unreadable photo and an unknown company are each said, and the typed field stays", async ({ page, user }) => {
  void user;
  await page.goto("/pay");
  const typed = page.getByRole("textbox", { name: "Número del código de barras" });

  const good = billCode("1047", 30);
  const misread = `${good.slice(0, -1)}${(Number(good.at(-1)) + 3) % 10}`;
  await upload(page).setInputFiles(file("misread.png", await barcodePng("code128", misread)));
  await expect(page.getByRole("alert").filter({ hasText: "El código leído no cierra" })).toBeVisible();

  await upload(page).setInputFiles(file("blank.png", blankPng()));
  await expect(page.getByRole("alert").filter({ hasText: "No pudimos leer un código" })).toBeVisible();

  await upload(page).setInputFiles(file("unknown.png", await barcodePng("interleaved2of5", billCode("9990", 30))));
  await expect(page.getByRole("alert").filter({ hasText: "Todavía no sabemos de qué empresa es este código" })).toBeVisible();
  await expect(page).toHaveURL(/\/pay$/);

  // Typed by hand, the same rule and the same lookup.
  await typed.fill(misread);
  await page.getByRole("button", { name: "Buscar mi factura" }).click();
  await expect(typed).toHaveAttribute("aria-invalid", "true");
  // A typed code is said to be typed, not read; and it is told to check the digits.
  await expect(page.getByText("El código que escribiste no cierra")).toBeVisible();
  await expect(page.getByText("El código leído no cierra")).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, "pay-scan-problems");
  await typed.fill(good);
  await page.getByRole("button", { name: "Buscar mi factura" }).click();
  await expectCheckout(page, "AR-S-0047", /TELECENTRO/i, good);
});

test("on a company's barcode modality a scanned photo fills the field and looks the bill up", async ({ page, user }) => {
  void user;
  const code = billCode("1003", 30);
  await page.goto("/pay/AR-S-0003");
  await page.getByRole("radio", { name: /Código de barras/ }).check();
  await page.getByLabel("Subir foto o PDF").setInputFiles(file("edenor.png", await barcodePng("interleaved2of5", code)));
  await expect(page.getByRole("textbox", { name: "Código de barras" })).toHaveValue(code);
  await expect(debts(page)).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`barcode=${code}.*step=debts`));
});
