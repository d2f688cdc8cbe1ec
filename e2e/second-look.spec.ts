// The second look before a risky move: the first payment to an account (or one over the user's
// amount), turning autopay on, and raising that amount in Perfil each ask for the passkey or the
// password in a dialog first; a wrong answer is refused in place, cancelling does nothing, and the
// confirmed move is made once. Paying an account already paid, within the amount, asks nothing.
import type { Page } from "@playwright/test";
import { autopaySettingsPath } from "@/lib/saved-accounts/autopay/paths";
import { APP_ORIGIN, PASSWORD, expect, expectAccessible, snap, test } from "./fixtures";
import { testNumber } from "./helpers/operations-api";
import { EDENOR, OPERATION_URL, confirmDialog, confirmWithPassword, numberField, queryDebts, reviewClosedDebt } from "./helpers/pay-helpers";
import { saveEdenor } from "./helpers/saved-accounts";

const payButton = (page: Page) => page.getByRole("button", { name: /^Confirmar y pagar/ });
const passwordField = (page: Page) => page.getByRole("dialog").getByLabel(/^(Tu contraseña|Your password)$/);

/** Counts the app's answers to the payments the page sends, by status. */
function paymentAnswers(page: Page): number[] {
  const statuses: number[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "POST" && response.url().endsWith("/api/bills/payments")) statuses.push(response.status());
  });
  return statuses;
}

/** Queries an OPEN debt (test value 2) of `number`, or a new number, and reviews paying `amount` of it. */
async function reviewOpenDebt(page: Page, amount: string, number?: string): Promise<string> {
  let queried = number;
  if (queried) {
    await page.goto(EDENOR);
    await numberField(page).fill(queried);
    await page.getByRole("button", { name: "Consultar deuda" }).click();
  } else {
    queried = await queryDebts(page, 2);
  }
  await page.getByRole("textbox", { name: /¿Cuánto querés pagar\?/ }).fill(amount);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: "Revisá tu pago" })).toBeFocused();
  return queried;
}

test("a first payment to an account asks for the password: a wrong one is refused in place, the right one pays once; paying it again within the amount asks nothing", async ({ page, user }) => {
  expect(user.id).toBeTruthy();
  const answers = paymentAnswers(page);
  const number = await reviewOpenDebt(page, "1000");

  await payButton(page).click();
  const dialog = confirmDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Confirmá este pago" })).toBeVisible();
  await expect(dialog).toContainText(/Vas a pagar \$\s?1\.000,00 a EDENOR\./);
  await expect(dialog).toContainText(`Cuenta: ${number}`);
  await expect(dialog.getByRole("listitem")).toHaveText(["Es el primer pago a esta cuenta."]);
  // No passkey yet: the password is the way, and its field is where the focus is.
  await expect(dialog.getByRole("button", { name: "Confirmar con passkey" })).toHaveCount(0);
  await expect(passwordField(page)).toBeFocused();
  await expectAccessible(page);
  await snap(page, "second-look-payment");

  await passwordField(page).fill("not the password");
  await dialog.getByRole("button", { name: "Confirmar con contraseña" }).click();
  await expect(passwordField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(passwordField(page)).toHaveAccessibleDescription(/La contraseña no es correcta\./);
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  // Escape cancels: still the review, nothing paid.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/step=review/);
  await expect(payButton(page)).toBeEnabled();
  expect((await (await page.request.get("/api/operations?kind=bill")).json()).operations).toHaveLength(0);

  await payButton(page).click();
  await confirmWithPassword(page);
  await expect(page).toHaveURL(OPERATION_URL);
  await expect(page.getByRole("main").getByText(/\bConfirmado\b/).first()).toBeVisible({ timeout: 30_000 });
  // Asked twice (the payment, then the payment after the cancel), made once.
  expect(answers.filter((s) => s === 403)).toHaveLength(2);
  expect(answers.filter((s) => s < 300)).toHaveLength(1);

  // The same account again, a smaller part of what it owes: paid at once, no dialog.
  await reviewOpenDebt(page, "1200", number);
  await payButton(page).click();
  await expect(page).toHaveURL(OPERATION_URL);
  expect(answers.filter((s) => s === 403)).toHaveLength(2);
  const { operations } = (await (await page.request.get("/api/operations?kind=bill")).json()) as { operations: unknown[] };
  expect(operations).toHaveLength(2);
});

test("with a passkey, the dialog offers it first, and it confirms the payment", async ({ page, user }) => {
  expect(user.id).toBeTruthy();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  await page.goto("/profile");
  const passkeys = page.getByRole("region", { name: "Passkeys" });
  await passkeys.getByRole("button", { name: "Crear una passkey" }).click();
  await confirmWithPassword(page, page.getByRole("dialog", { name: "Confirmá que sos vos" }));
  await expect(passkeys.getByTestId("passkey")).toHaveCount(1);

  await reviewClosedDebt(page, 1);
  await payButton(page).click();
  const dialog = confirmDialog(page);
  const passkey = dialog.getByRole("button", { name: "Confirmar con passkey" });
  await expect(passkey).toBeFocused();
  await expect(dialog).toContainText("¿No tenés tu passkey a mano? Usá tu contraseña.");
  await expect(passwordField(page)).toBeVisible();
  await expectAccessible(page);
  await passkey.click();
  await expect(page).toHaveURL(OPERATION_URL);
});

test("turning autopay on asks first; cancelled it stays off, confirmed it is on, and lowering the cap asks nothing", async ({ page, user }) => {
  const agendaId = await saveEdenor(page.request, user.id, testNumber(1), "Casa");
  await page.goto(autopaySettingsPath(agendaId));
  const status = page.getByTestId("autopay-status");
  const cap = page.getByRole("textbox", { name: "Tope por factura (ARS)" });
  const save = page.getByRole("button", { name: "Guardar", exact: true });
  await page.getByRole("checkbox", { name: "Pagar automáticamente las facturas de esta cuenta" }).check();
  await cap.fill("100.000");
  await save.click();

  const dialog = page.getByRole("dialog", { name: "Confirmá el débito automático" });
  await expect(dialog).toContainText(/Débito automático de Casa · \d+, con un tope de \$\s?100\.000,00 por factura\./);
  await expect(dialog.getByRole("listitem")).toHaveText([/^Activás el débito automático con tope de \$\s?100\.000,00: vamos a pagar sin que estés\.$/]);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(status).toHaveText("Desactivado");
  await expect(cap).toHaveValue("100.000");
  expect(new URL(page.url()).searchParams.has("confirm")).toBe(false);

  await save.click();
  await confirmWithPasswordIn(page, "Confirmá el débito automático");
  await expect(page.getByRole("status").filter({ hasText: "Listo: el débito automático de esta cuenta está activado." })).toBeVisible();
  await expect(status).toHaveText(/^Activado · tope \$\s?100\.000,00 · aviso 3 días antes$/);

  await cap.fill("50000");
  await save.click();
  await expect(status).toHaveText(/^Activado · tope \$\s?50\.000,00 · aviso 3 días antes$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("Perfil's amount: lowering it saves at once, raising it asks first (es and en)", async ({ page, user }) => {
  expect(user.id).toBeTruthy();
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Confirmación de pagos" });
  const amount = card.getByRole("textbox", { name: "Monto de confirmación (ARS)" });
  const save = card.getByRole("button", { name: "Guardar monto" });
  await expect(card.getByTestId("confirm-over-current")).toHaveText(/^Hoy te pedimos confirmar los pagos de más de \$\s?200\.000,00 \(el monto sugerido\)\.$/);
  await expect(amount).toHaveValue("200000");

  await amount.fill("mucho");
  await save.click();
  await expect(amount).toHaveAccessibleDescription(/Ingresá un monto en números, con hasta dos decimales\./);

  await amount.fill("150.000");
  await save.click();
  await expect(card.getByRole("status")).toHaveText(/^Listo: te vamos a pedir confirmar los pagos de más de \$\s?150\.000,00\.$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await amount.fill("300000");
  await save.click();
  const dialog = page.getByRole("dialog", { name: "Confirmá el nuevo monto" });
  await expect(dialog.getByRole("listitem")).toHaveText([/^Subís tu monto de confirmación a \$\s?300\.000,00/]);
  await expectAccessible(page);
  await confirmWithPasswordIn(page, "Confirmá el nuevo monto");
  await expect(card.getByRole("status")).toHaveText(/más de \$\s?300\.000,00\.$/);
  await page.reload();
  await expect(card.getByTestId("confirm-over-current")).toHaveText(/^Hoy te pedimos confirmar los pagos de más de \$\s?300\.000,00\.$/);

  await page.context().addCookies([{ name: "saldo_locale", value: "en", url: APP_ORIGIN }]);
  await page.reload();
  const en = page.getByRole("region", { name: "Payment confirmation" });
  await en.getByRole("textbox", { name: "Confirmation amount (ARS)" }).fill("400000");
  await en.getByRole("button", { name: "Save amount" }).click();
  const asked = page.getByRole("dialog", { name: "Confirm the new amount" });
  await expect(asked.getByRole("listitem")).toHaveText([/^You are raising your confirmation amount to ARS\s?400,000\.00/]);
  await expectAccessible(page);
  await asked.getByRole("button", { name: "Cancel" }).click();
  await expect(en.getByRole("alert")).toHaveText("We did not change the amount: it was not confirmed.");
  await expect(en.getByTestId("confirm-over-current")).toHaveText(/over ARS\s?300,000\.00\.$/);
});

/** Answers the dialog titled `title` with the password. */
async function confirmWithPasswordIn(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByLabel("Tu contraseña").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Confirmar con contraseña" }).click();
  await expect(dialog).toHaveCount(0);
}
