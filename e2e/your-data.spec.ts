// "Descargar mis datos" from Perfil: asked with one tap, prepared while the page waits, then
// downloaded as a ZIP holding the data and the movements.
import { readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { expect, expectAccessible, test } from "./fixtures";

test("Perfil prepares the user's data and downloads it as a ZIP", async ({ page, user }) => {
  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Tus datos" });
  await section.getByRole("button", { name: "Descargar mis datos" }).click();
  const ready = section.getByTestId("data-exports").locator('[data-state="ready"]');
  await expect(ready).toContainText("listo", { timeout: 20_000 });
  await expectAccessible(page);

  const [download] = await Promise.all([page.waitForEvent("download"), ready.getByRole("link", { name: "Descargar" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^saldo-datos-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  expect(Object.keys(files).sort()).toEqual(["movimientos.csv", "saldo-datos.json"]);
  expect(JSON.parse(strFromU8(files["saldo-datos.json"]!)).profile).toMatchObject({ email: user.email, name: user.name });
});
