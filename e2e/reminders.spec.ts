// Reminders in the browser: the profile's "Recordatorios" saved (es and en, axe), then a due
// notification in the sandbox, the scan run by an operator, the header's bell counting it, the
// notices page showing it as its bill's one entry with "Pagar ahora", which opens the checkout filled in.
import { randomInt } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { APP_ORIGIN, expect, expectAccessible, sandboxControl, snap, test } from "./fixtures";
import { waitForUnread } from "./helpers/saved-accounts";

const COMPANY = "AR-S-0003";
const address = () => `2001:db8:${randomInt(0, 0xffff).toString(16)}::${randomInt(1, 0xffff).toString(16)}`;

async function saveAccount(request: APIRequestContext): Promise<void> {
  const company = (await (await request.get(`/api/companies/services/${COMPANY}`)).json()) as { company: { modalities: { modalityId: string; isSchedulable: boolean }[] } };
  const modality = company.company.modalities.find((m) => m.isSchedulable)!;
  const response = await request.post("/api/agenda/adhesions", {
    headers: { origin: APP_ORIGIN },
    data: { companyCode: COMPANY, modalityId: modality.modalityId, queryData: [{ identifierName: "clientNumber", identifierValue: "1234567891" }], alias: "Casa" },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test("reminder preferences are saved, in Spanish and in English", async ({ page, user: _user }) => {
  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Recordatorios" });
  await expect(section.getByRole("heading", { name: "Recordatorios" })).toBeVisible();
  await expect(section.getByRole("switch", { name: "Por email" })).toBeChecked();
  await expect(section.getByLabel("Desde")).toHaveValue("22:00");
  await section.getByRole("switch", { name: "Por email" }).uncheck();
  await section.getByLabel("Desde").fill("23:30");
  await section.getByLabel("Hasta").fill("07:15");
  await section.getByRole("button", { name: "Guardar recordatorios" }).click();
  await expect(section.getByRole("status")).toHaveText("Guardamos tus recordatorios.");
  await expectAccessible(page);
  await snap(page, "reminder-settings");

  await page.context().addCookies([{ name: "saldo_locale", value: "en", url: APP_ORIGIN }]);
  await page.reload();
  const english = page.getByRole("region", { name: "Reminders" });
  await expect(english.getByRole("heading", { name: "Reminders" })).toBeVisible();
  await expect(english.getByRole("switch", { name: "By email" })).not.toBeChecked();
  await expect(english.getByRole("switch", { name: "With push notifications" })).toBeChecked();
  await expect(english.getByLabel("From")).toHaveValue("23:30");
  await expect(english.getByLabel("Until")).toHaveValue("07:15");
  await expectAccessible(page);
});

test("a due bill rings the bell, and its reminder's 'Pagar ahora' opens the checkout filled in", async ({ page, browser, operator, user }) => {
  test.setTimeout(90_000);
  await saveAccount(page.request);
  await sandboxControl(page.request, "/agenda/notify", { externalClientId: user.id });

  // An operator runs the scan now from the console's jobs section.
  const ops = await browser.newContext({ baseURL: APP_ORIGIN, extraHTTPHeaders: { "x-forwarded-for": address() } });
  await operator.signIn(ops);
  const consolePage = await ops.newPage();
  await consolePage.goto("/operator");
  const ran = consolePage.waitForResponse((r) => r.url().endsWith("/api/operator/jobs/run"));
  await consolePage.getByRole("button", { name: "Correr reminders.scan ahora" }).click();
  expect((await ran).status()).toBe(202);
  await ops.close();

  await waitForUnread(page, 1);
  await expect(page.getByTestId("bell")).toContainText("1");
  await expectAccessible(page);

  await page.getByRole("link", { name: "Notificaciones, 1 sin leer" }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  // The reminder is its bill's one entry (the provider's notice of the same bill), marked new.
  const reminder = page.getByTestId("notification");
  await expect(reminder).toHaveCount(1);
  await expect(page.getByTestId("reminder-notice")).toHaveCount(0);
  await expect(reminder).toContainText("EDENOR · Casa");
  await expect(reminder).toContainText("Nuevo");
  await expect(reminder).toContainText(/Vence/);
  // Read now: the bell, here too, has nothing left to count.
  await expect(page.getByTestId("bell")).toHaveAttribute("aria-label", "Notificaciones");
  await expectAccessible(page);
  await snap(page, "reminder-notice");

  await reminder.getByRole("link", { name: /Pagar ahora/ }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/${COMPANY}\\?.*clientNumber=1234567891`));
  await expect(page.getByRole("textbox", { name: "Número de cliente", exact: true })).toHaveValue("1234567891");

  // Read now: the bell has nothing to count.
  await page.goto("/");
  await expect(page.getByTestId("bell")).toHaveAttribute("aria-label", "Notificaciones");
});
