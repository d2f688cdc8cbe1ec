import { expect, expectAccessible, snap, test } from "./fixtures";

// Saldo's own images: the favicon, the app icons and the manifest served by Saldo itself, and the
// letter tiles that stand in for a company's missing logo.

const DESKTOP = { width: 1280, height: 800 };

test("the favicon, the app icons and the web manifest are served by Saldo itself", async ({ page, user: _user }) => {
  const missing: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await page.goto("/");
  const favicon = await page.request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toContain("image/");

  const icons = await page.locator('head link[rel="icon"], head link[rel="apple-touch-icon"]').evaluateAll((links) => links.map((l) => l.getAttribute("href") ?? ""));
  expect(icons.length).toBeGreaterThanOrEqual(2);
  for (const href of icons) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()["content-type"], href).toMatch(/^image\//);
  }

  const manifestHref = await page.locator('head link[rel="manifest"]').getAttribute("href");
  const manifest = (await (await page.request.get(manifestHref ?? "/manifest.webmanifest")).json()) as {
    name: string;
    short_name: string;
    theme_color: string;
    icons: { src: string }[];
  };
  expect(manifest).toMatchObject({ name: "Saldo", short_name: "Saldo", theme_color: "#0d653c" });
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);
  expect(missing).toEqual([]);
});

test("companies without a logo that share their first letters get different tiles", async ({ page, user: _user }) => {
  // As when the provider has no logo for them: every logo request finds nothing.
  await page.route("**/api/logos/**", (route) => route.fulfill({ status: 404, body: "" }));
  await page.setViewportSize(DESKTOP);
  await page.goto("/pay");
  // The first page: neighbours such as CAMUZZI GAS PAMPEANA and CAMUZZI GAS DEL SUR.
  await expect(page.getByRole("main").getByRole("link", { name: /^CAMUZZI GAS DEL SUR/i })).toBeVisible();
  const tilesNow = () =>
    page.getByRole("main").getByTestId("letter-tile").evaluateAll((spans) =>
      spans.map((span) => `${span.textContent ?? ""} ${getComputedStyle(span).backgroundColor}`),
    );
  const distinct = async () => {
    // The list comes with the page and each logo turns into its tile as its request fails.
    await expect.poll(async () => (await tilesNow()).length).toBeGreaterThanOrEqual(2);
    const tiles = await tilesNow();
    expect(new Set(tiles).size).toBe(tiles.length);
  };
  await distinct();
  await page.getByRole("searchbox", { name: "Buscar empresa" }).fill("ede");
  await expect(page.getByRole("main").getByRole("link", { name: /^AYSA/i })).toHaveCount(0);
  const edenor = page.getByRole("main").getByRole("link", { name: /^EDENOR/i }).first();
  const edesur = page.getByRole("main").getByRole("link", { name: /^EDESUR/i }).first();
  await expect(edenor.getByTestId("letter-tile")).toHaveText("EN");
  await expect(edesur.getByTestId("letter-tile")).toHaveText("ES");

  // No two tiles on the screen look alike: letters or colour differ.
  await distinct();
  await snap(page, "letter-tiles");
  await expectAccessible(page);
});
