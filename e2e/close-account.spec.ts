// "Cerrar mi cuenta" from the "Baja" link at the foot of a page: what closing does, the password,
// and then the sign-in page saying it is done; signing in again says the account was closed.
import { PASSWORD, expect, expectAccessible, snap, test } from "./fixtures";

test("closes the account from the footer's Baja link, and sign-in then says it was closed", async ({ page, user }) => {
  await page.goto("/history");
  await page.getByRole("link", { name: "Baja: cerrar mi cuenta" }).click();
  await expect(page).toHaveURL("/close-account");
  await expect(page.getByRole("heading", { level: 1, name: "Cerrar mi cuenta" })).toBeVisible();
  await expect(page.getByText("quedan guardados 10 años")).toBeVisible();
  await snap(page, "close-account");
  await expectAccessible(page);

  await page.getByLabel("Tu contraseña").fill("not my password");
  await page.getByRole("button", { name: "Cerrar mi cuenta para siempre" }).click();
  await expect(page.getByText("La contraseña no es correcta.")).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Tu contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Cerrar mi cuenta para siempre" }).click();
  await expect(page).toHaveURL("/sign-in?closed=1");
  await expect(page.getByRole("status")).toContainText("Cerraste tu cuenta");
  // The form answers once the page's script runs (a press before would post the form as is).
  await page.waitForLoadState("networkidle");

  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page.getByText("Esta cuenta fue cerrada.")).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
});

test("Perfil reaches Cerrar mi cuenta in one tap", async ({ page, user: _user }) => {
  await page.goto("/profile");
  await page.getByRole("link", { name: "Cerrar mi cuenta", exact: true }).click();
  await expect(page).toHaveURL("/close-account");
});
