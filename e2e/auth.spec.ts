// Signing up, out and in through the forms, and the language switch.
import { randomUUID } from "node:crypto";
import { APP_ORIGIN, PASSWORD, expect, expectAccessible, snap, test } from "./fixtures";

test("signs up through the form, with errors under the fields first, and lands on home", async ({ page }) => {
  await page.goto("/sign-up");
  await expect(page.getByRole("heading", { level: 1, name: "Creá tu cuenta" })).toBeVisible();
  await snap(page, "sign-up");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByLabel("Nombre")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Ingresá tu nombre.")).toBeVisible();

  await page.getByLabel("Nombre").fill("Lucía Fernández");
  await page.getByLabel("Email").fill("lucia-at-example");
  await page.getByLabel("Contraseña").fill("corta");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("Ingresá un email válido, por ejemplo nombre@ejemplo.com.")).toBeVisible();
  await expect(page.getByText("Usá al menos 10 caracteres.")).toBeVisible();
  await expect(page.getByLabel("Contraseña")).toHaveAttribute("aria-describedby", /error/);
  await snap(page, "sign-up-errors");
  await expectAccessible(page);

  await page.getByLabel("Email").fill(`e2e-${randomUUID().slice(0, 8)}@saldo.test`);
  await page.getByLabel("Contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: "Hola, Lucía Fernández" })).toBeVisible();
  await expect(page.getByText("Todavía no hiciste ninguna operación.")).toBeVisible();
  await snap(page, "home-empty");
  await expectAccessible(page);
});

test("an email that already has an account is refused under the email field", async ({ page, user }) => {
  await page.context().clearCookies();
  await page.goto("/sign-up");
  await page.getByLabel("Nombre").fill("Otra persona");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("Ya existe una cuenta con ese email. Ingresá con tu contraseña.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
});

test("signs out, is told when the password is wrong, and signs back in", async ({ page, user }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL("/sign-in");
  // Signed out for real: the wallet sends the visitor back to sign in, and remembers the page.
  await page.goto("/history");
  await expect(page).toHaveURL("/sign-in?next=%2Fhistory");
  await expect(page.getByRole("heading", { level: 1, name: "Ingresá a tu cuenta" })).toBeVisible();
  await snap(page, "sign-in");
  await expectAccessible(page);

  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Contraseña").fill("not the password");
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "El email o la contraseña no son correctos." })).toBeVisible();
  await expect(page).toHaveURL("/sign-in?next=%2Fhistory");
  await snap(page, "sign-in-wrong-password");
  await expectAccessible(page);

  await page.getByLabel("Contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Ingresar" }).click();
  // Back on the page asked for, not home.
  await expect(page).toHaveURL("/history");
  await expect(page.getByRole("heading", { level: 1, name: "Movimientos" })).toBeVisible();
});

test("a 'pay now' link opened signed out returns to that bill after signing in or up", async ({ page, user }) => {
  const link = "/pay/AR-S-0003?clientNumber=1234567891&autoquery=1";
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent(link)}`);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page).toHaveURL(link);
  await expect(page.getByRole("textbox", { name: "Número de cliente", exact: true })).toHaveValue("1234567891");
  await expect(page.getByTestId("debt")).toHaveCount(1);

  // Signing up instead keeps the page too.
  await page.context().clearCookies();
  await page.goto("/history?kind=bill");
  await page.getByRole("link", { name: "Creá una" }).click();
  await expect(page).toHaveURL(`/sign-up?next=${encodeURIComponent("/history?kind=bill")}`);
  await page.getByLabel("Nombre").fill("Lucía Fernández");
  await page.getByLabel("Email").fill(`e2e-${randomUUID().slice(0, 8)}@saldo.test`);
  await page.getByLabel("Contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page).toHaveURL("/history?kind=bill");
});

test("a 'next' that leads off the site is not followed after signing in", async ({ page, user }) => {
  await page.context().clearCookies();
  for (const next of ["//evil.example/", "/\\evil.example", "https://evil.example/"]) {
    await page.goto(`/sign-in?next=${encodeURIComponent(next)}`);
    await expect(page.getByRole("link", { name: "Creá una" })).toHaveAttribute("href", "/sign-up");
  }
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: `Hola, ${user.name}` })).toBeVisible();
});

test("switches the language from Spanish to English and keeps it after a reload", async ({ page, user: _user }) => {
  await page.goto("/history");
  await expect(page.getByRole("heading", { level: 1, name: "Movimientos" })).toBeVisible();
  await page.getByLabel("Idioma").selectOption("en");
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  await expect(page.getByLabel("Language")).toHaveValue("en");
  await page.goto("/");
  await expect(page.getByRole("link", { name: /Pay a bill/ })).toBeVisible();
});

test("too many wrong passwords are refused with how long to wait", async ({ page, user }) => {
  await page.context().clearCookies();
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Contraseña").fill("not the password");
  // The account allows five wrong passwords in 15 minutes; the sixth is refused outright.
  for (let attempt = 0; attempt < 6; attempt++) {
    await Promise.all([page.waitForResponse("**/api/auth/sign-in"), page.getByRole("button", { name: "Ingresar" }).click()]);
  }
  await expect(page.getByRole("alert").filter({ hasText: /Hiciste demasiados intentos\. Probá de nuevo en \d+ minutos?\./ })).toBeVisible();
});

test("a press before the page's script runs never puts the password in the address", async ({ browser }) => {
  const noScript = await browser.newContext({ baseURL: APP_ORIGIN, javaScriptEnabled: false });
  const page = await noScript.newPage();
  for (const path of ["/sign-in", "/sign-up"]) {
    await page.goto(path);
    await page.getByLabel("Email").fill("ana@saldo.test");
    await page.getByLabel("Contraseña").fill("a secret passphrase");
    await page.getByRole("button", { name: /Ingresar|Crear/ }).click();
    await page.waitForLoadState("load");
    expect(page.url()).not.toContain("passphrase");
    expect(page.url()).not.toContain("password");
  }
  await noScript.close();
});
