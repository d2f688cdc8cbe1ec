// Passkeys in Chromium with a virtual authenticator (Chrome DevTools Protocol's WebAuthn domain,
// on localhost: a relying party cannot be an IP address): made in Perfil; the sign-in page then
// signs in with it through the email field's autofill (conditional mediation, which the virtual
// authenticator answers at once, where a person would pick the passkey); removed, it is refused,
// and the sign-in page's button says so.
import type { CDPSession, Page } from "@playwright/test";
import { messagesTo, waitForMail } from "../tests/support/mailbox-process";
import { APP_ORIGIN, MAILBOX, expect, expectAccessible, test } from "./fixtures";
import { verifyEmail } from "./helpers/mail";
import { confirmWithPassword } from "./helpers/pay-helpers";

async function virtualAuthenticator(page: Page): Promise<CDPSession & { authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return Object.assign(cdp, { authenticatorId });
}

/** Signs out; the sign-in page follows (and may sign in again at once, through the autofill). */
async function signOut(page: Page) {
  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await page.waitForURL(/\/sign-in/);
}

test("makes a passkey in Perfil, signs in with it, removes it, and it signs in no more", async ({ page, user }) => {
  expect(new URL(APP_ORIGIN).hostname).toBe("localhost");
  await virtualAuthenticator(page);

  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Passkeys" });
  await expect(section.getByText("Todavía no creaste ninguna passkey.")).toBeVisible();
  await section.getByLabel("Apodo de la passkey").fill("Mi notebook");
  await section.getByRole("button", { name: "Crear una passkey" }).click();
  // A passkey signs in on its own: adding one is confirmed first, here with the password.
  const itsYou = page.getByRole("dialog", { name: "Confirmá que sos vos" });
  await expect(itsYou).toContainText("Vas a crear una passkey en este dispositivo.");
  await expectAccessible(page);
  await confirmWithPassword(page, itsYou);
  await expect(section.getByRole("status")).toContainText("ya podés ingresar con esta passkey");
  const item = section.getByTestId("passkey");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Mi notebook");
  await expect(item).toContainText("Todavía no la usaste para ingresar");
  await expectAccessible(page);

  await signOut(page);
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: `Hola, ${user.name}` })).toBeVisible();

  await page.goto("/profile");
  await expect(item).toContainText("Último uso:");
  await item.getByRole("button", { name: "Eliminar: Mi notebook" }).click();
  // Removing it is confirmed too; with a passkey at hand, by the passkey.
  await expect(itsYou).toContainText("Vas a eliminar la passkey «Mi notebook».");
  await itsYou.getByRole("button", { name: "Confirmar con passkey" }).click();
  await expect(item.getByRole("status")).toContainText("Eliminaste la passkey.");
  await page.reload();
  await expect(section.getByText("Todavía no creaste ninguna passkey.")).toBeVisible();

  // The authenticator still holds it; Saldo no longer takes it, from the autofill or the button.
  await signOut(page);
  await page.waitForLoadState("networkidle");
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByRole("button", { name: "Usar una passkey" }).click();
  await expect(page.getByText("Esa passkey no sirve para ingresar a Saldo.")).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
  await expectAccessible(page);
});

test("a passkey sign-in from a browser this account never used mails the address, whose link ends that session", async ({ page, browser, user }) => {
  await verifyEmail(page.request, user.email);
  const laptop = await virtualAuthenticator(page);
  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Passkeys" });
  await section.getByLabel("Apodo de la passkey").fill("Sincronizada");
  await section.getByRole("button", { name: "Crear una passkey" }).click();
  await confirmWithPassword(page, page.getByRole("dialog", { name: "Confirmá que sos vos" }));
  await expect(section.getByTestId("passkey")).toHaveCount(1);

  // The same passkey, synced to a phone: a browser with no cookie of this account.
  const { credentials } = await laptop.send("WebAuthn.getCredentials", { authenticatorId: laptop.authenticatorId });
  const phoneContext = await browser.newContext({ baseURL: APP_ORIGIN, extraHTTPHeaders: { "x-forwarded-for": "2001:db8:5ec::1" } });
  const phone = await phoneContext.newPage();
  const synced = await virtualAuthenticator(phone);
  await synced.send("WebAuthn.addCredential", { authenticatorId: synced.authenticatorId, credential: credentials[0]! });
  await phone.goto("/sign-in");
  // The email field's autofill signs in at once (the virtual authenticator answers it); the button
  // only when it did not, so the two never sign in side by side.
  const home = phone.getByRole("heading", { level: 1, name: `Hola, ${user.name}` });
  if (!(await home.waitFor({ timeout: 5_000 }).then(() => true, () => false))) await phone.getByRole("button", { name: "Usar una passkey" }).click();
  await expect(home).toBeVisible();

  const mail = await waitForMail(MAILBOX, user.email, { subject: /Nuevo inicio de sesión/ });
  const link = mail.links.find((l) => new URL(l).pathname === "/session-end")!;
  await page.goto(link);
  await page.getByRole("button", { name: "Cerrar esa sesión" }).click();
  await expect(page.getByText("Listo: cerramos esa sesión.")).toBeVisible();
  expect((await phone.request.get("/api/me")).status()).toBe(401);
  // Only the phone was told of: the laptop signed up here, and its browser is known.
  expect((await messagesTo(MAILBOX, user.email)).filter((m) => /Nuevo inicio de sesión/.test(m.subject))).toHaveLength(1);
  await expectAccessible(page);
  await phoneContext.close();
});
