// Forgot password → the mail → a new password, in Chromium: the mail is read from the mail
// catcher (sandbox/mail) and its link opened as a person would; a session from before the reset
// is dead afterwards. And the verification link, which spends nothing until its button is pressed.
import { randomInt } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { APP_ORIGIN, MAILBOX, PASSWORD, expect, expectAccessible, signUp, snap, test } from "./fixtures";

const NEW_PASSWORD = "a brand new passphrase";

type Mail = { subject: string; text: string; html: string; links: string[] };

/** The newest mail to `to` whose subject matches, once it arrives; the link to `path` in it. */
async function linkInMail(request: APIRequestContext, to: string, subject: RegExp, path: string): Promise<string> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`${MAILBOX}/messages?to=${encodeURIComponent(to)}`)).json()) as Mail[];
      found = mails.find((m) => subject.test(m.subject));
      return Boolean(found);
    }, { timeout: 10_000 })
    .toBe(true);
  const link = found!.links.find((l) => new URL(l).pathname === path);
  expect(link, `a ${path} link`).toBeDefined();
  expect(new URL(link!).origin).toBe(APP_ORIGIN);
  return link!;
}

const otherAddress = () => `2001:db8:${randomInt(0, 0xffff).toString(16)}::${randomInt(1, 0xffff).toString(16)}`;

test("resets a forgotten password from the email's link, and a session from before is dead", async ({ page, browser, user }) => {
  // Another device, signed in before the reset.
  const old = await browser.newContext({ baseURL: APP_ORIGIN, extraHTTPHeaders: { "x-forwarded-for": otherAddress() } });
  const oldPage = await old.newPage();
  const signIn = await oldPage.request.post("/api/auth/sign-in", { data: { email: user.email, password: PASSWORD }, headers: { origin: APP_ORIGIN } });
  expect(signIn.status()).toBe(200);
  await oldPage.goto("/");
  await expect(oldPage.getByRole("heading", { level: 1, name: `Hola, ${user.name}` })).toBeVisible();

  await page.context().clearCookies();
  await page.goto("/sign-in");
  await page.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await expect(page.getByRole("heading", { level: 1, name: "Recuperá tu cuenta" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(page.getByRole("status")).toContainText("Si hay una cuenta con ese email, te enviamos un enlace");
  await snap(page, "forgot-password-sent");
  await expectAccessible(page);

  const link = await linkInMail(page.request, user.email, /Restablecé tu contraseña/, "/reset-password");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Elegí una contraseña nueva" })).toBeVisible();
  await snap(page, "reset-password");
  await expectAccessible(page);
  await page.getByLabel("Contraseña nueva", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Repetí la contraseña nueva").fill("not the same passphrase");
  await page.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(page.getByText("Las contraseñas no coinciden.")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Repetí la contraseña nueva").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Guardar contraseña" }).click();

  await expect(page).toHaveURL("/sign-in?reset=done");
  await expect(page.getByRole("status")).toContainText("cambiaste tu contraseña");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Contraseña").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: `Hola, ${user.name}` })).toBeVisible();

  // The other device's next page load lands on sign-in.
  await oldPage.goto("/history");
  await expect(oldPage).toHaveURL("/sign-in?next=%2Fhistory");
  await old.close();

  // The link worked once.
  await page.goto(link);
  await page.getByLabel("Contraseña nueva", { exact: true }).fill("a third passphrase");
  await page.getByLabel("Repetí la contraseña nueva").fill("a third passphrase");
  await page.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Este enlace ya se usó." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Pedir un enlace nuevo" })).toHaveAttribute("href", "/forgot-password");
  await expectAccessible(page);
});

test("in English: the same answer for an unknown email, and a link that is not one", async ({ page }) => {
  await page.context().addCookies([{ name: "saldo_locale", value: "en", url: APP_ORIGIN }]);
  await page.goto("/forgot-password");
  await expect(page.getByRole("heading", { level: 1, name: "Recover your account" })).toBeVisible();
  await page.getByLabel("Email").fill("nobody-at-all@saldo.test");
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByRole("status")).toContainText("If there is an account with that email, we sent it a link");
  await expectAccessible(page);

  await page.goto(`/reset-password?token=${"A".repeat(43)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This link is not valid. Ask for a new one." })).toBeVisible();
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL("/forgot-password");
});

test("verifies the email from the sign-up mail on a button press, and the profile says so", async ({ page }) => {
  const user = await signUp(page.request, "verify");
  await page.goto("/profile");
  await expect(page.getByText("Email sin verificar")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reenviar el enlace" })).toBeVisible();
  await expectAccessible(page);

  const link = await linkInMail(page.request, user.email, /Confirmá tu email/, "/verify-email");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Confirmá tu email" })).toBeVisible();
  await snap(page, "verify-email");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Confirmar mi email" }).click();
  await expect(page.getByRole("status")).toContainText("¡Listo! Confirmaste tu email.");
  await expectAccessible(page);

  await page.goto("/profile");
  await expect(page.getByText("Email verificado")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reenviar el enlace" })).toHaveCount(0);

  await page.context().addCookies([{ name: "saldo_locale", value: "en", url: APP_ORIGIN }]);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your email" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This link was already used." })).toBeVisible();
  await expectAccessible(page);
});
