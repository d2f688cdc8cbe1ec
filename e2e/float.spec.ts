import { APP_ORIGIN, MAILBOX, OPERATOR_EMAIL, expect, expectAccessible, sandboxControl, snap, test } from "./fixtures";
import { OPERATION_URL, payAndConfirm, reviewClosedDebt } from "./helpers/pay-helpers";

// The provider's float (its wallet per currency) set low through the sandbox's control API: the
// user is told the truth and charged nothing, the operator console warns, and the operators get
// one email for the crossing however many times the low float is read.

const FULL = 25_000_000;
const HONEST = "No podemos tomar pagos en ARS en este momento — no se te cobró nada, intentá de nuevo más tarde.";
const FLOAT_MAIL = /float.*ARS/i;

type Wallet = { currency: string; balance: number; available: number };

// Topped up and read again after the test, passed or not: the warning clears and re-arms, and the
// worker's later tests never meet a dry float. A hook, not a finally: a test that runs out of time
// is abandoned mid-await, while its hooks still run, with time of their own.
test.afterEach(async ({ playwright, operator }) => {
  const ops = await playwright.request.newContext({ baseURL: APP_ORIGIN, storageState: operator.storageState });
  await sandboxControl(ops, "/faults", { holdSettlements: false });
  await sandboxControl(ops, "/wallet", { currency: "ARS", balance: FULL });
  // Nothing left held by a test that stopped halfway: what it held settles now.
  await sandboxControl(ops, "/settlements/release", {});
  expect((await ops.get("/api/operator/wallet")).status()).toBe(200);
  await ops.dispose();
});
type Mail = { subject: string; text: string };

test("with the float low, a bill is failed honestly, the next refused before the provider, the console warns and the operators get one email", async ({ page, playwright, operator, user: _user }) => {
  const ops = await playwright.request.newContext({ baseURL: APP_ORIGIN, storageState: operator.storageState });
  const arsAtProvider = async () => ((await (await ops.get("/api/operator/wallet")).json()) as { wallets: Wallet[] }).wallets.find((w) => w.currency === "ARS");
  const floatMails = async () => ((await (await page.request.get(`${MAILBOX}/messages?to=${encodeURIComponent(OPERATOR_EMAIL)}`)).json()) as Mail[]).filter((m) => FLOAT_MAIL.test(m.subject));
  const providerOperations = async () => (await sandboxControl<{ operations: unknown[] }>(page.request, "/operations")).operations.length;
  const mailsBefore = (await floatMails()).length;
  // The app last read a full float (as its schedule does), and the provider takes the payment;
  // its wallet runs dry before the payment settles (the sandbox holds it until then), so no
  // reading of the app's, scheduled or not, can refuse it before the provider.
  expect(await arsAtProvider()).toMatchObject({ available: expect.any(Number) });
  await sandboxControl(page.request, "/faults", { holdSettlements: true });

  // The payment reaches the provider, which fails it: read again, the wallet says why.
  await reviewClosedDebt(page, 1);
  await payAndConfirm(page);
  await expect(page).toHaveURL(OPERATION_URL);
  await sandboxControl(page.request, "/wallet", { currency: "ARS", balance: 1 });
  await sandboxControl(page.request, "/faults", { holdSettlements: false });
  expect(await sandboxControl(page.request, "/settlements/release", {})).toEqual({ released: 1 });
  await expect(page.locator("[data-status]").first()).toHaveAttribute("data-status", "failed", { timeout: 20_000 });
  await expect(page.getByTestId("failure-reason")).toHaveText(HONEST);
  await expect(page.getByText("La empresa rechazó el pago.")).toHaveCount(0);

  // The next one is refused before the provider: no operation there, nothing charged.
  const atProvider = await providerOperations();
  await reviewClosedDebt(page, 1);
  await payAndConfirm(page);
  await expect(page.getByRole("alert").filter({ hasText: HONEST })).toBeVisible();
  await expect(page).not.toHaveURL(OPERATION_URL);
  expect(await providerOperations()).toBe(atProvider);
  expect(await arsAtProvider()).toMatchObject({ balance: 1 });
  await snap(page, "pay-float-short");
  await expectAccessible(page);

  // The operator console says it first, with what is left.
  await operator.signIn(page.context());
  await page.goto("/operator");
  const warning = page.getByTestId("float-warning");
  await expect(warning).toContainText("Queda poco float del proveedor en ARS.");
  await expect(warning).toContainText(/ARS: \$\s?1,00 disponibles/);
  await expect(page.getByTestId("wallets").getByTestId("float-low")).toHaveCount(1);
  await snap(page, "operator-float-low");
  await expectAccessible(page);

  // Public health flags it without amounts, and stays ready.
  const health = await page.request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(((await health.json()) as { float: unknown }).float).toEqual({ low: true, currencies: ["ARS"] });

  // Read again and again while low (after the failure, before the refusal, in the console): one email.
  await expect.poll(async () => (await floatMails()).length, { timeout: 10_000 }).toBe(mailsBefore + 1);
  await page.waitForTimeout(2_500); // past the job runner's poll: a second mail would have come
  const mails = await floatMails();
  expect(mails).toHaveLength(mailsBefore + 1);
  expect(mails[0]?.text).toContain(`${APP_ORIGIN}/operator`);
  await ops.dispose();
});
