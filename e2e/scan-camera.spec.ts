import { randomInt } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type LaunchOptions, type Page } from "@playwright/test";
import { APP_ORIGIN, expect, expectAccessible, signUp, snap, test } from "./fixtures";
import { barcodePng, billCode, writeBarcodeY4m } from "./helpers/barcode-images";
import { debts } from "./helpers/pay-helpers";

// Scan to pay with the camera. Each test launches its own Chromium with the suite's flags plus
// Chromium's fake camera: fed a Y4M video of a bill's barcode made here, or its own test pattern
// (no code in it, so the dialog stays open), or no camera at all.

const dir = mkdtempSync(path.join(tmpdir(), "saldo-camera-"));

async function launch(extraArgs: string[]): Promise<Browser> {
  const base = (test.info().project.use.launchOptions ?? {}) as LaunchOptions;
  return chromium.launch({ ...base, args: [...(base.args ?? []), ...extraArgs] });
}
const FAKE_CAMERA = "--use-fake-device-for-media-stream";

/** A signed-in page of its own context; `camera` grants the camera, else nothing is granted. */
async function signedInPage(browser: Browser, { camera, lang = "es" }: { camera: boolean; lang?: "es" | "en" }) {
  const context = await browser.newContext({
    baseURL: APP_ORIGIN,
    locale: lang === "es" ? "es-AR" : "en-US",
    permissions: camera ? ["camera"] : [],
    extraHTTPHeaders: { "x-forwarded-for": `2001:db8:${randomInt(0, 0xffff).toString(16)}::${randomInt(1, 0xffff).toString(16)}` },
  });
  await context.addCookies([{ name: "saldo_locale", value: lang, url: APP_ORIGIN }]);
  await signUp(context.request, "scan");
  const page = await context.newPage();
  // Nothing from another origin: the decoder's WebAssembly comes from Saldo itself.
  const strays: string[] = [];
  const own = new URL(APP_ORIGIN).host;
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (["http:", "https:"].includes(url.protocol) && url.host !== own) strays.push(r.url());
  });
  // Nor anything the page policy refused (the WebAssembly decoder compiles under it).
  page.on("console", (message) => {
    if (/Refused to|Content[- ]Security[- ]Policy/i.test(message.text())) strays.push(message.text());
  });
  return { page, strays };
}

const cameraButton = (page: Page, name = "Escanear con la cámara") => page.getByRole("button", { name });

test("the camera, fed a video of a bill's barcode, opens the company with the code filled in and its debts listed", async () => {
  const code = billCode("1047", 30);
  const video = path.join(dir, "bill.y4m");
  writeBarcodeY4m(await barcodePng("interleaved2of5", code, 2), video);
  const browser = await launch([FAKE_CAMERA, `--use-file-for-fake-video-capture=${video}`]);
  try {
    const { page, strays } = await signedInPage(browser, { camera: true });
    await page.goto("/pay");
    await cameraButton(page).click();
    await expect(page).toHaveURL(new RegExp(`/pay/AR-S-0047\\?.*barcode=${code}.*step=debts`), { timeout: 20_000 });
    await expect(page.getByRole("textbox", { name: "Código de barras" })).toHaveValue(code);
    await expect(debts(page)).toHaveCount(1);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(strays).toEqual([]);
  } finally {
    await browser.close();
  }
});

test("the camera dialog is accessible in Spanish and English, has no torch without one, and Escape closes it", async () => {
  const browser = await launch([FAKE_CAMERA]);
  try {
    for (const [lang, button, title] of [
      ["es", "Escanear con la cámara", "Escaneá el código de tu factura"],
      ["en", "Scan with the camera", "Scan your bill's code"],
    ] as const) {
      const { page, strays } = await signedInPage(browser, { camera: true, lang });
      await page.goto("/pay");
      await cameraButton(page, button).click();
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      // The fake camera's frames are playing (its test pattern holds no code, so the dialog stays).
      await expect.poll(() => dialog.locator("video").evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
      await expect(dialog.getByRole("button", { name: /linterna|torch/i })).toHaveCount(0);
      await expectAccessible(page);
      if (lang === "es") await snap(page, "pay-scan-camera");
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(cameraButton(page, button)).toBeFocused();
      expect(strays).toEqual([]);
      await page.context().close();
    }
  } finally {
    await browser.close();
  }
});

test("with the camera denied, a message says so and the typed field still finds the bill", async () => {
  const browser = await launch([FAKE_CAMERA]);
  try {
    const { page } = await signedInPage(browser, { camera: false });
    const cdp = await page.context().newCDPSession(page);
    const { targetInfo } = await cdp.send("Target.getTargetInfo");
    await cdp.send("Browser.setPermission", {
      origin: APP_ORIGIN,
      permission: { name: "camera" },
      setting: "denied",
      browserContextId: targetInfo.browserContextId,
    });
    await page.goto("/pay");
    await cameraButton(page).click();
    await expect(page.getByRole("alert").filter({ hasText: "Saldo no tiene permiso para usar la cámara" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expectAccessible(page);
    const code = billCode("1003", 30);
    await page.getByRole("textbox", { name: "Número del código de barras" }).fill(code);
    await page.getByRole("button", { name: "Buscar mi factura" }).click();
    await expect(page).toHaveURL(new RegExp(`/pay/AR-S-0003\\?.*barcode=${code}`));
    await expect(debts(page)).toHaveCount(1);

    // On the company's barcode modality too: the message, and the field is there to type in.
    await page.getByRole("radio", { name: /Código de barras/ }).check();
    await cameraButton(page).click();
    await expect(page.getByRole("alert").filter({ hasText: "Saldo no tiene permiso para usar la cámara" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Código de barras" })).toBeEditable();
  } finally {
    await browser.close();
  }
});

test("without a camera, a message says so and the typed field stays", async () => {
  // No fake device: this machine has no camera at all.
  const browser = await launch([]);
  try {
    const { page } = await signedInPage(browser, { camera: true });
    await page.goto("/pay");
    await cameraButton(page).click();
    await expect(page.getByRole("alert").filter({ hasText: "No encontramos una cámara" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Número del código de barras" })).toBeEditable();
  } finally {
    await browser.close();
  }
});
