// The user's country: the catalogue shows its companies only, priced in its currency; the country
// is chosen at sign-up and changed in the profile.
import type { Page } from "@playwright/test";
import { expect, expectAccessible, snap, test } from "./fixtures";

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

/** The company codes the page links to under `path` (e.g. /pay/AR-S-0003 → AR-S-0003). */
async function linkedCodes(page: Page, path: string): Promise<string[]> {
  const hrefs = await page.getByRole("main").locator(`a[href^="${path}/"]`).evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return hrefs.map((href) => decodeURIComponent(href.slice(path.length + 1)));
}

const allOf = (codes: string[], country: string) => codes.length > 0 && codes.every((code) => code.startsWith(`${country}-`));

for (const [label, size] of Object.entries(WIDTHS)) {
  test(`an Argentine sees Argentina's billers, carriers and ARS gift cards; in the profile, Mexico's in MXN (${label})`, async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.setViewportSize(size);

    // Bills: Argentina's companies only, in a handful of pages (all five countries made 15).
    await page.goto("/pay");
    await expect(page.getByText("Empresas de Argentina")).toBeVisible();
    await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
    let pages = 1;
    for (;;) {
      await expect.poll(() => linkedCodes(page, "/pay").then((codes) => allOf(codes, "AR"))).toBe(true);
      const next = page.getByRole("button", { name: /Siguiente/ });
      if (label === "phone" || (await next.isDisabled())) break;
      const before = await linkedCodes(page, "/pay");
      await next.click();
      pages += 1;
      await expect(page.getByText(`Página ${pages}`, { exact: true })).toBeVisible();
      await expect.poll(() => linkedCodes(page, "/pay")).not.toEqual(before);
    }
    if (label === "desktop") expect(pages).toBeLessThan(15);
    if (label === "desktop") await snap(page, "country-pay-ar");
    await expectAccessible(page);

    // Top-ups: Argentine carriers, no Movistar MX nor Movistar Chile.
    await page.goto("/topups");
    await expect(page.getByRole("link", { name: "Movistar", exact: true })).toBeVisible();
    expect(allOf(await linkedCodes(page, "/topups"), "AR")).toBe(true);
    await expect(page.getByRole("link", { name: /Movistar (MX|Chile)|Telcel|Entel/ })).toHaveCount(0);

    // Gift cards: brands priced in pesos; none in MXN.
    await page.goto("/gift-cards");
    await expect(page.getByRole("link", { name: "Netflix" })).toBeVisible();
    expect(allOf(await linkedCodes(page, "/gift-cards"), "AR")).toBe(true);
    await expect(page.getByRole("link", { name: /Amazon|Spotify Premium MX/ })).toHaveCount(0);
    await page.getByRole("link", { name: "Spotify Premium" }).click();
    await expect(page.getByRole("main")).toContainText("$ 3.500");
    await expect(page.getByRole("main")).not.toContainText("MXN");

    // The profile: name and email shown, the country changed to Mexico.
    // On a phone the profile is under "Más" in the tab bar; on a desktop, in the header.
    if (label === "phone") await page.getByRole("button", { name: "Más" }).click();
    await page.getByRole("link", { name: "Perfil" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Tu perfil" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Nombre" })).toHaveValue(user.name);
    await expect(page.getByTestId("profile-email")).toHaveText(user.email);
    const country = page.getByRole("combobox", { name: "País" });
    await expect(country).toHaveValue("AR");
    if (label === "desktop") await snap(page, "country-profile");
    await expectAccessible(page);
    await country.selectOption("MX");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Guardamos tus cambios." })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("combobox", { name: "País" })).toHaveValue("MX");

    await page.goto("/pay");
    await expect(page.getByText("Empresas de México")).toBeVisible();
    await expect.poll(() => linkedCodes(page, "/pay").then((codes) => allOf(codes, "MX"))).toBe(true);
    await page.goto("/topups");
    await expect(page.getByRole("link", { name: "Telcel", exact: true })).toBeVisible();
    expect(allOf(await linkedCodes(page, "/topups"), "MX")).toBe(true);
    await page.goto("/gift-cards");
    await expect(page.getByRole("link", { name: "Amazon" })).toBeVisible();
    expect(allOf(await linkedCodes(page, "/gift-cards"), "MX")).toBe(true);
    await page.getByRole("link", { name: "Spotify Premium MX" }).click();
    await expect(page.getByRole("main")).toContainText("MXN 129,00");
    if (label === "desktop") await snap(page, "country-gift-card-mx");
    await expectAccessible(page);
  });
}

test("'Ver otros países' lists another country's companies and leads back home", async ({ page, user }) => {
  expect(user.id).toBeTruthy();
  await page.goto("/pay");
  await page.getByText("Ver otros países").click();
  await page.getByRole("navigation", { name: "Países" }).getByRole("link", { name: "Chile" }).click();
  await expect(page).toHaveURL(/\/pay\?country=CL$/);
  await expect(page.getByText("Estás viendo empresas de Chile, con precios en su moneda.")).toBeVisible();
  await expect.poll(() => linkedCodes(page, "/pay").then((codes) => allOf(codes, "CL"))).toBe(true);
  await snap(page, "country-pay-other");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Volver a Argentina" }).click();
  await expect(page).toHaveURL(/\/pay$/);
  await expect.poll(() => linkedCodes(page, "/pay").then((codes) => allOf(codes, "AR"))).toBe(true);
});

test.describe("sign-up from Mexico", () => {
  test.use({ locale: "es-MX" });

  test("offers the browser's country, and the account keeps it", async ({ page }) => {
    await page.goto("/sign-up");
    const country = page.getByRole("combobox", { name: "País" });
    await expect(country).toHaveValue("MX");
    await expectAccessible(page);
    await page.getByLabel("Nombre").fill("Mariana López");
    await page.getByLabel("Email").fill(`e2e-mx-${Date.now()}@saldo.test`);
    await page.getByLabel("Contraseña").fill("correct horse battery");
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page).toHaveURL("/");
    expect(((await (await page.request.get("/api/me")).json()) as { user: { country: string } }).user.country).toBe("MX");
  });
});
