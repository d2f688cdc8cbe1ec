import type { Page } from "@playwright/test";
import { expect, expectAccessible, snap, test } from "./fixtures";

const rows = (page: Page) => page.getByRole("table", { name: "Cotizaciones frente al dólar estadounidense" }).getByRole("row").filter({ has: page.getByRole("rowheader") });

test("exchange rates filter by country and payment type, keep the filter in the URL and say when they were set", async ({ page, user: _user }) => {
  await page.goto("/rates");
  await expect(page.getByRole("heading", { level: 1, name: "Cotizaciones" })).toBeVisible();
  // Five countries, three payment types each.
  await expect(rows(page)).toHaveCount(15);
  await expect(page.getByRole("columnheader", { name: "1 USD en moneda local" })).toBeVisible();
  // The provider's word for a kind of company ("vertical") is not the user's: they read what they pay.
  await expect(page.getByRole("columnheader", { name: "Tipo de pago" })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(/vertical/i);
  await expect(page.getByTestId("rates-refreshed")).toContainText("Última actualización:");
  await expect(page.getByTestId("rates-refreshed").locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
  await snap(page, "rates");
  await expectAccessible(page);

  await page.getByRole("combobox", { name: "País" }).selectOption({ label: "Argentina" });
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/[?&]country=AR(&|$)/);
  await expect(rows(page)).toHaveCount(3);
  for (const row of await rows(page).all()) await expect(row.getByRole("rowheader")).toContainText("Argentina (ARS)");

  await page.getByRole("combobox", { name: "Tipo de pago" }).selectOption({ label: "Recargas" });
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/vertical=RECHARGE/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Recargas");
  await expect(rows(page).first()).toContainText("$");

  // The URL is the filter: a reload (or a shared link) shows the same rows and choices.
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByRole("combobox", { name: "País" })).toHaveValue("AR");
  await expect(page.getByRole("combobox", { name: "Tipo de pago" })).toHaveValue("RECHARGE");

  await page.goto("/rates?country=MX");
  await expect(rows(page)).toHaveCount(3);
  for (const row of await rows(page).all()) await expect(row.getByRole("rowheader")).toContainText("(MXN)");
});

test("exchange rates show two decimals in the user's locale, not the provider's four", async ({ page, context, user: _user }) => {
  await page.goto("/rates");
  const cells = page.getByTestId("rate-row").locator("td.font-mono");
  await expect(cells).toHaveCount(15);
  for (const text of await cells.allInnerTexts()) expect(text.trim()).toMatch(/\d,\d{2}$/);

  await context.addCookies([{ name: "saldo_locale", value: "en", url: page.url() }]);
  await page.reload();
  await expect(cells).toHaveCount(15);
  for (const text of await cells.allInnerTexts()) expect(text.trim()).toMatch(/\d\.\d{2}$/);
});
