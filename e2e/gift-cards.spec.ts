import { expect, expectAccessible, snap, test } from "./fixtures";
import { traverse } from "./helpers/history";

const OPERATION_URL = /\/operations\/[0-9a-f-]{36}$/;

// Every test starts signed in as a new user (the fixture signs up in the page's context).
test.beforeEach(async ({ user: _signedIn }) => {});

test("shows the gift-card brands with their logos", async ({ page }) => {
  await page.goto("/gift-cards");
  const netflix = page.getByRole("link", { name: "Netflix" });
  await expect(netflix.locator("img")).toHaveAttribute("src", "/api/logos/AR-G-0001");
  await expect.poll(() => netflix.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // A discontinued brand is not offered.
  await expect(page.getByRole("link", { name: "Cinemark Pass" })).toHaveCount(0);
  await snap(page, "gift-cards-brands");
  await expectAccessible(page);
});

test("buys a Netflix card for its one price and lands on its confirmed operation", async ({ page }) => {
  await page.goto("/gift-cards");
  await page.getByRole("link", { name: "Netflix" }).click();
  await expect(page).toHaveURL(/\/gift-cards\/AR-G-0001$/);
  await page.getByRole("radio", { name: /Netflix \$5\.000/ }).check();
  await expect(page.getByText("Este producto tiene precio fijo.")).toBeVisible();
  await snap(page, "gift-cards-brand");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Revisar la compra" }).click();
  await expect(page.getByRole("heading", { name: "Revisá antes de confirmar" })).toBeFocused();
  await snap(page, "gift-cards-review");
  await expectAccessible(page);

  const request = page.waitForRequest((r) => r.url().endsWith("/api/gift-cards") && r.method() === "POST");
  await page.getByRole("button", { name: /Confirmar y pagar .*5\.000,00/ }).click();
  const sent = await request;
  expect(sent.postDataJSON()).toEqual({ companyCode: "AR-G-0001", productId: "1", amount: 5000, paymentMethod: "ACCOUNT" });
  expect(sent.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page).toHaveURL(OPERATION_URL);
  await expect(page.getByText("Confirmado").first()).toBeVisible({ timeout: 20_000 });
});

test("Google Play offers its allowed amounts to choose from, paid by debit card", async ({ page }) => {
  await page.goto("/gift-cards/AR-G-0003");
  // Its one card is already chosen; it has no design image, so the brand's initial stands in.
  await expect(page.getByRole("radio", { name: /Tarjeta Google Play/ })).toBeChecked();
  await expect(page.locator("label", { hasText: "Tarjeta Google Play" }).locator("img")).toHaveCount(0);
  const amounts = page.getByRole("group", { name: "Elegí el monto" }).getByRole("radio");
  await expect(amounts).toHaveCount(4);
  await page.getByRole("group", { name: "Elegí el monto" }).getByRole("radio", { name: /2\.000,00/ }).check();
  await page.getByRole("radio", { name: "Tarjeta de débito" }).check();
  await page.getByRole("button", { name: "Revisar la compra" }).click();
  await expect(page.getByRole("definition").filter({ hasText: "Tarjeta de débito" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Confirmar y pagar .*2\.000,00/ })).toBeEnabled();

  // Changing the purchase goes back to the form with the choices kept.
  await page.getByRole("button", { name: "Modificar" }).click();
  await expect(page.getByRole("group", { name: "Elegí el monto" }).getByRole("radio", { name: /2\.000,00/ })).toBeChecked();
});

test("the gift card keeps its step and card in the address: a reload stays on the review, back and forward move between the steps", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/gift-cards")) posts.push(request.url());
  });
  const card = page.getByRole("radio", { name: /Netflix \$10\.000/ });
  const credit = page.getByRole("radio", { name: "Tarjeta de crédito" });
  const review = page.getByRole("heading", { name: "Revisá antes de confirmar" });
  await page.goto("/gift-cards/AR-G-0001");
  await card.check();
  await credit.check();
  await page.getByRole("button", { name: "Revisar la compra" }).click();
  await expect(review).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get("step")).toBe("review");

  await page.reload();
  await expect(review).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Tarjeta de crédito");
  await expect(page.getByRole("button", { name: /Confirmar y pagar .*10\.000,00/ })).toBeVisible();

  await traverse(page, -1);
  await expect(review).toHaveCount(0);
  await expect(card).toBeChecked();
  await expect(credit).toBeChecked();
  await traverse(page, 1);
  await expect(page.getByRole("button", { name: /Confirmar y pagar .*10\.000,00/ })).toBeVisible();
  expect(posts).toEqual([]);
});
