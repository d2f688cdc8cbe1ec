// What the home's "Vence pronto" and the notices page know of the user's saved accounts: the home
// counts the accounts with nothing due instead of inviting the user to save one; "Avisos" lists
// each bill once, names its account by nickname and masked number, links the receipt of a bill
// paid in Saldo instead of offering to pay it again, and says "no notices" only when there are none.
import { APP_ORIGIN, expect, expectAccessible, snap, test } from "./fixtures";
import { payEdenorNumber, settled, testNumber } from "./helpers/operations-api";
import { notify, runReminderScan, saveEdenor } from "./helpers/saved-accounts";

const SIZES = [{ width: 390, height: 844 }, { width: 1280, height: 800 }];

test("home: saved accounts with nothing due are counted, in Spanish and English; none still invites to save one", async ({ page, user }) => {
  await page.goto("/");
  const due = page.getByRole("region", { name: "Vence pronto" });
  await expect(due).toContainText("Guardá tus cuentas y te avisamos.");

  await saveEdenor(page.request, user.id, testNumber(1), "Casa");
  await page.reload();
  await expect(due).toContainText("No tenés nada por vencer en tu cuenta.");
  await saveEdenor(page.request, user.id, testNumber(1), "Oficina");
  await page.reload();
  await expect(due).toContainText("No tenés nada por vencer en tus 2 cuentas.");
  await expect(due).not.toContainText("Guardá tus cuentas");
  await expect(due.getByRole("link", { name: "Ir a Mis cuentas" })).toHaveAttribute("href", "/agenda");
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(due).toContainText("tus 2 cuentas");
    await expectAccessible(page);
  }
  await snap(page, "home-due-none-saved");

  await page.context().addCookies([{ name: "saldo_locale", value: "en", url: APP_ORIGIN }]);
  await page.reload();
  await expect(page.getByRole("region", { name: "Due soon" })).toContainText("Nothing is due on your 2 accounts.");
});

test("Avisos: two accounts of one company are told apart by nickname and masked number", async ({ page, user }) => {
  const casa = testNumber(1);
  const oficina = testNumber(1);
  await saveEdenor(page.request, user.id, casa, "Casa");
  await saveEdenor(page.request, user.id, oficina, "Oficina");
  await notify(page, user.id);
  await page.goto("/notifications");
  const cards = page.getByTestId("notification");
  await expect(cards).toHaveCount(2);
  for (const [name, number] of [["Casa", casa], ["Oficina", oficina]] as const) {
    const card = cards.filter({ hasText: `EDENOR · ${name}` });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`••••${number.slice(-4)}`);
    await expect(card).not.toContainText(number);
    await expect(card.getByRole("link", { name: `Pagar ahora EDENOR · ${name}` })).toBeVisible();
  }
});

test("Avisos: one entry per bill; a bill paid here links its receipt instead of offering it again", async ({ page, browser, operator, user }) => {
  test.setTimeout(120_000);
  // Two EDENOR accounts, each with one bill due; the provider notices each twice.
  const casa = testNumber(1);
  const oficina = testNumber(1);
  await saveEdenor(page.request, user.id, casa, "Casa");
  await saveEdenor(page.request, user.id, oficina, "Oficina");
  await notify(page, user.id);
  await notify(page, user.id);
  // Oficina's bill is paid in Saldo; then the provider notices again ("pay again" for Oficina).
  const receipt = await payEdenorNumber(page.request, oficina);
  await settled(page.request, receipt, "confirmed");
  await notify(page, user.id);
  // Saldo's own reminder of Casa's bill, the one still due.
  await runReminderScan(page, browser, operator, 1);

  await page.goto("/notifications");
  const cards = page.getByTestId("notification");
  await expect(cards).toHaveCount(2);
  const casaCard = cards.filter({ hasText: "EDENOR · Casa" });
  const oficinaCard = cards.filter({ hasText: "EDENOR · Oficina" });
  // Each account by its nickname and its number masked: the last four only.
  await expect(casaCard).toContainText(`••••${casa.slice(-4)}`);
  await expect(casaCard).not.toContainText(casa);
  await expect(oficinaCard).toContainText(`••••${oficina.slice(-4)}`);
  // The reminder of Casa's bill is that bill's entry (new), not a second "Pagar ahora".
  await expect(casaCard).toContainText("Nuevo");
  await expect(page.getByTestId("reminder-notice")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Pagar ahora/ })).toHaveCount(1);
  await expect(casaCard.getByRole("link", { name: "Pagar ahora EDENOR · Casa" })).toBeVisible();
  // Paid here: said so, with its receipt, and not offered for payment again.
  await expect(oficinaCard).toContainText("Ya pagaste esta factura");
  await expect(oficinaCard.getByRole("link", { name: /Pagar ahora/ })).toHaveCount(0);
  await expect(oficinaCard.getByRole("link", { name: "Ver comprobante EDENOR · Oficina" })).toHaveAttribute("href", `/operations/${receipt}`);
  await expect(page.getByText("Todavía no tenés avisos.")).toHaveCount(0);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(cards).toHaveCount(2);
    await expectAccessible(page);
  }
  await snap(page, "notifications-by-account");
});

test("Avisos: Saldo's own notices alone are shown without 'no notices' under them", async ({ page, browser, operator, user }) => {
  test.setTimeout(90_000);
  const agendaId = await saveEdenor(page.request, user.id, testNumber(1), "Casa");
  await notify(page, user.id);
  await runReminderScan(page, browser, operator, 1);
  // The account removed from "Mis cuentas": its bill goes, Saldo's reminder of it stays.
  const removed = await page.request.delete(`/api/agenda/adhesions/${encodeURIComponent(agendaId)}`, { headers: { origin: APP_ORIGIN } });
  expect(removed.status(), await removed.text()).toBe(204);
  await page.goto("/notifications");
  await expect(page.getByTestId("notification")).toHaveCount(0);
  await expect(page.getByTestId("reminder-notice")).toHaveCount(1);
  await expect(page.getByText("Todavía no tenés avisos.")).toHaveCount(0);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectAccessible(page);
  }
});
