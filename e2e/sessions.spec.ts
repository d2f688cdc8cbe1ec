// Where the account is signed in, from Perfil: this device and another (a phone, with its own
// browser and address), and the other one signed out from here, which lands it on sign-in.
import { APP_ORIGIN, PASSWORD, expect, expectAccessible, snap, test } from "./fixtures";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const PHONE_ADDRESS = "2001:db8:a1b2:c3d4:e5f6:1234:5678:9abc";

test("Perfil lists where the account is signed in and signs another device out", async ({ page, browser, user }) => {
  const phoneContext = await browser.newContext({ baseURL: APP_ORIGIN, userAgent: IPHONE, extraHTTPHeaders: { "x-forwarded-for": PHONE_ADDRESS } });
  const phone = await phoneContext.newPage();
  const signIn = await phone.request.post("/api/auth/sign-in", { data: { email: user.email, password: PASSWORD }, headers: { origin: APP_ORIGIN } });
  expect(signIn.status()).toBe(200);
  await phone.goto("/");
  await expect(phone.getByRole("heading", { level: 1, name: `Hola, ${user.name}` })).toBeVisible();

  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Dónde iniciaste sesión" });
  const sessions = section.getByTestId("session");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText("Este dispositivo");
  const other = sessions.nth(1);
  await expect(other).toContainText("Safari 18 en iOS 18");
  await expect(other).toContainText(PHONE_ADDRESS);
  await expect(other).not.toContainText("Este dispositivo");
  await snap(page, "profile-sessions");
  await expectAccessible(page);

  await other.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(sessions).toHaveCount(1);
  await expect(section.getByRole("button", { name: /Cerrar la otra sesión/ })).toHaveCount(0);

  // The phone's next page load lands on sign-in; this device stays signed in.
  await phone.goto("/history");
  await expect(phone).toHaveURL("/sign-in?next=%2Fhistory");
  await phoneContext.close();
  await page.reload();
  await expect(sessions).toHaveCount(1);
});

test("changing the password in Perfil keeps this device and offers to sign the others out", async ({ page, browser, user }) => {
  const phoneContext = await browser.newContext({ baseURL: APP_ORIGIN, userAgent: IPHONE, extraHTTPHeaders: { "x-forwarded-for": PHONE_ADDRESS } });
  const phone = await phoneContext.newPage();
  expect((await phone.request.post("/api/auth/sign-in", { data: { email: user.email, password: PASSWORD }, headers: { origin: APP_ORIGIN } })).status()).toBe(200);

  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Contraseña" });
  await section.getByLabel("Contraseña actual").fill("not my password");
  await section.getByLabel("Contraseña nueva", { exact: true }).fill("a brand new passphrase");
  await section.getByLabel("Repetí la contraseña nueva").fill("a brand new passphrase");
  await section.getByRole("button", { name: "Cambiar contraseña" }).click();
  await expect(section.getByText("La contraseña actual no es correcta.")).toBeVisible();

  await section.getByLabel("Contraseña actual").fill(PASSWORD);
  await section.getByRole("button", { name: "Cambiar contraseña" }).click();
  await expect(section.getByRole("status")).toContainText("Cambiaste tu contraseña");
  await expectAccessible(page);
  await section.getByRole("button", { name: "Cerrar la otra sesión abierta" }).click();
  await expect(page.getByRole("region", { name: "Dónde iniciaste sesión" }).getByTestId("session")).toHaveCount(1);
  // Done: the offer goes away.
  await expect(section.getByRole("button", { name: "Cerrar la otra sesión abierta" })).toHaveCount(0);

  await phone.goto("/history");
  await expect(phone).toHaveURL("/sign-in?next=%2Fhistory");
  await phoneContext.close();
});
