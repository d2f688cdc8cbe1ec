// Every word in the user's language: walks every page, public and wallet, in Spanish and in English,
// and fails on a raw placeholder ("{company}"), on an untranslated message (use-intl's fallback,
// marked ⟦namespace.key⟧ and reported as "[i18n] …" in the console by lib/platform/i18n/fallback.ts), and,
// in Spanish, on common English words. Provider and system text shown verbatim on purpose (the
// operator console's reasons, marked translate="no") and provider-given proper names are excluded.
import { randomInt } from "node:crypto";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { APP_ORIGIN, expect, expectAccessible, signUp, test } from "./fixtures";
import { buyNetflix, payEdenor, postPayment, settled } from "./helpers/operations-api";

type Lang = "es" | "en";

/** Common English words a Spanish page must not show (whole words, any case). */
const ENGLISH = [
  "the", "and", "your", "you", "payment", "payments", "failed", "provider", "try again", "please", "not found",
  "loading", "could", "would", "never", "reached", "nothing", "charged", "this", "that", "with", "from", "bill",
  "bills", "company", "receipt", "account", "search", "confirm", "cancel", "submit", "limit", "again", "later",
  "we", "our", "is", "are", "was", "will", "yet", "it", "of", "for", "to",
];
// Whole words: "confirm" must not match the Spanish "confirmá" (\b would, at the accent).
const ENGLISH_RE = new RegExp(`(?<![\\p{L}\\d_-])(${ENGLISH.map((w) => w.replace(/ /g, "\\s+")).join("|")})(?![\\p{L}\\d_-])`, "giu");
/** Addresses ("/confirm-payment") and e-mails are not words of the page. */
const NOT_WORDS = /(?:\/[\w./-]+)|(?:[\w.+-]+@[\w.-]+)/g;

/** Brand and product names the provider gives, shown as they are in every language. */
const PROPER_NAMES = ["Google Play", "PlayStation Store", "Spotify Premium", "Xbox Game Pass", "Cinemark Pass", "AT&T"];

/** The text a person can read or hear on the page: visible text and accessible names, minus verbatim provider text. */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const out: string[] = [];
    // translate="no": text kept verbatim for operators; the receipt's ticket is the provider's own.
    const skip = (el: Element | null) =>
      !!el?.closest('script, style, noscript, template, [translate="no"], [aria-hidden="true"], [data-testid="receipt-ticket"]');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || skip(parent) || !parent.checkVisibility()) continue;
      const text = node.textContent?.trim();
      if (text) out.push(text);
    }
    for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], img[alt]")) {
      if (skip(el)) continue;
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = el.getAttribute(name);
        if (value) out.push(value);
      }
    }
    out.push(document.title);
    return out.join("\n");
  });
}

/** What is wrong with the page's words, as lines naming the page. */
async function problemsOf(page: Page, lang: Lang, where: string, consoleErrors: string[]): Promise<string[]> {
  const problems: string[] = [];
  const text = await readableText(page);
  for (const line of text.split("\n")) {
    if (/[{}]/.test(line)) problems.push(`${where}: placeholder in "${line}"`);
    if (/[⟦⟧]/.test(line)) problems.push(`${where}: untranslated message in "${line}"`);
    if (lang === "es") {
      let cleaned = line.replace(NOT_WORDS, " ");
      for (const name of PROPER_NAMES) cleaned = cleaned.replaceAll(name, "");
      const words = cleaned.match(ENGLISH_RE);
      if (words) problems.push(`${where}: English (${[...new Set(words.map((w) => w.toLowerCase()))].join(", ")}) in "${line}"`);
    }
  }
  for (const error of consoleErrors.splice(0)) problems.push(`${where}: ${error}`);
  return problems;
}

/** Opens `path` and waits for its data (requests settle; pages that poll are given a moment). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState("networkidle", { timeout: 8_000 }).catch(() => undefined);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
}

async function contextIn(browser: Browser, lang: Lang): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({
    baseURL: APP_ORIGIN,
    locale: lang === "es" ? "es-AR" : "en-US",
    extraHTTPHeaders: { "x-forwarded-for": `2001:db8:${randomInt(0, 0xffff).toString(16)}::${randomInt(1, 0xffff).toString(16)}` },
  });
  await context.addCookies([{ name: "saldo_locale", value: lang, url: APP_ORIGIN }]);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("[i18n]")) consoleErrors.push(message.text());
  });
  return { context, page, consoleErrors };
}

/** Looks a bill up on EDENOR's page by a client number ending in `digit`, through the form. */
async function lookUp(page: Page, digit: number): Promise<void> {
  await open(page, "/pay/AR-S-0003");
  const main = page.getByRole("main");
  await main.locator('input[inputmode="numeric"]').first().fill(`${randomInt(100_000_000, 1_000_000_000)}${digit}`);
  await main.locator('button[type="submit"]').first().click();
  await expect(main.getByTestId("debt").or(main.getByRole("alert")).first()).toBeVisible({ timeout: 20_000 });
}

// Each walk is the suite's longest test (a minute or so): the two go to both workers at once,
// rather than one after the other on one while the other worker runs out of files.
test.describe.configure({ mode: "parallel" });

for (const lang of ["es", "en"] as const) {
  test(`every page speaks ${lang === "es" ? "Spanish" : "English"}: no placeholder, no untranslated key${lang === "es" ? ", no English" : ""}`, async ({ browser, operator }) => {
    test.setTimeout(240_000);
    const problems: string[] = [];

    // Public pages, signed out.
    const visitor = await contextIn(browser, lang);
    for (const path of ["/sign-in", "/sign-up", "/offline"]) {
      await open(visitor.page, path);
      problems.push(...(await problemsOf(visitor.page, lang, path, visitor.consoleErrors)));
      await expectAccessible(visitor.page);
    }
    await visitor.context.close();

    // A customer with a confirmed and a failed bill, a gift card and a top-up refused for its limit.
    const { context, page, consoleErrors } = await contextIn(browser, lang);
    await signUp(page.request, `lang-${lang}`);
    const confirmed = await payEdenor(page.request, 1);
    const failed = await payEdenor(page.request, 4);
    const giftCard = await buyNetflix(page.request);
    const limited = await postPayment(page.request, "/api/topups", { companyCode: "AR-R-0001", productId: "1", amount: 150, identifierName: "BA1", identifierValue: `${randomInt(100_000_000, 1_000_000_000)}9`, paymentMethod: "DEBIT" });
    expect(limited.status()).toBe(429);
    const limitedId = ((await limited.json()) as { error: { details: { operationId: string } } }).error.details.operationId;
    await settled(page.request, confirmed, "confirmed");
    await settled(page.request, failed, "failed");
    // A complaint on the failed bill: its card on the operation page, its notice, and its page in the console.
    const filed = await page.request.post(`/api/operations/${failed}/complaints`, {
      headers: { origin: APP_ORIGIN },
      data: { reason: "CHARGED_BUT_FAILED", note: "Me debitaron igual" },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    const complaintId = ((await filed.json()) as { complaint: { id: string } }).complaint.id;
    // A saved account, for its autopay settings page.
    const edenor = (await (await page.request.get("/api/companies/services/AR-S-0003")).json()) as { company: { modalities: { modalityId: string; isSchedulable: boolean }[] } };
    const saved = await page.request.post("/api/agenda/adhesions", {
      headers: { origin: APP_ORIGIN },
      data: {
        companyCode: "AR-S-0003",
        modalityId: edenor.company.modalities.find((m) => m.isSchedulable)!.modalityId,
        queryData: [{ identifierName: "clientNumber", identifierValue: `${randomInt(100_000_000, 1_000_000_000)}1` }],
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const { agendaId } = ((await saved.json()) as { adhesion: { agendaId: string } }).adhesion;

    const pages = [
      "/", "/pay", "/pay/AR-S-0003", "/topups", "/topups/AR-R-0001", "/gift-cards", "/gift-cards/AR-G-0001",
      "/history", "/agenda", "/agenda/new", "/notifications", "/rates", "/operator", "/profile",
      `/operations/${confirmed}`, `/operations/${failed}`, `/operations/${giftCard}`, `/operations/${limitedId}`,
      `/autopay/accounts/${encodeURIComponent(agendaId)}`,
    ];
    for (const path of pages) {
      await open(page, path);
      problems.push(...(await problemsOf(page, lang, path, consoleErrors)));
      await expectAccessible(page);
    }
    // The debts of a number with an expired bill, and a number whose only bill has expired.
    for (const digit of [3, 8]) {
      await lookUp(page, digit);
      problems.push(...(await problemsOf(page, lang, `/pay/AR-S-0003 (test value ${digit})`, consoleErrors)));
      await expectAccessible(page);
    }
    await context.close();

    // The operator console, as an operator.
    const ops = await contextIn(browser, lang);
    await operator.signIn(ops.context);
    await open(ops.page, "/operator");
    await expect(ops.page.getByTestId("operations").getByRole("row").nth(1)).toBeVisible();
    problems.push(...(await problemsOf(ops.page, lang, "/operator (operator)", ops.consoleErrors)));
    await expectAccessible(ops.page);
    await open(ops.page, `/operator/complaints/${complaintId}`);
    problems.push(...(await problemsOf(ops.page, lang, "/operator/complaints/{id} (operator)", ops.consoleErrors)));
    await expectAccessible(ops.page);
    await ops.context.close();

    expect(problems).toEqual([]);
  });
}

test("an expired bill says whom to contact, with the company's name in place", async ({ page, user: _user }) => {
  await lookUp(page, 8);
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toContainText("Esta factura de EDENOR está vencida y ya no se puede pagar acá.");
  await expect(alert).toContainText("Comunicate con EDENOR para saber cómo pagarla.");
  await expect(alert).not.toContainText("{");

  await page.context().addCookies([{ name: "saldo_locale", value: "en", url: APP_ORIGIN }]);
  await lookUp(page, 8);
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Contact EDENOR to find out how to pay it.");
});

test("a refused payment's reason reads in the user's language, chosen by its code", async ({ page, user: _user }) => {
  const refused = await postPayment(page.request, "/api/topups", { companyCode: "AR-R-0001", productId: "1", amount: 150, identifierName: "BA1", identifierValue: `${randomInt(100_000_000, 1_000_000_000)}9`, paymentMethod: "DEBIT" });
  expect(refused.status()).toBe(429);
  const id = ((await refused.json()) as { error: { details: { operationId: string } } }).error.details.operationId;
  const operation = ((await (await page.request.get(`/api/operations/${id}`)).json()) as { operation: { statusReason: string; statusReasonCode: string } }).operation;
  // The provider's English stays on the operation for the operator; the API names its code.
  expect(operation.statusReason).toBe("Top-up limit reached for this number; try again later");
  expect(operation.statusReasonCode).toBe("RPA04680");

  await page.goto(`/operations/${id}`);
  await expect(page.getByTestId("failure-reason")).toHaveText("Este número llegó al límite de recargas. Probá de nuevo más tarde.");
  await expect(page.getByRole("main")).not.toContainText("Top-up limit");

  const failedBill = await payEdenor(page.request, 4);
  await settled(page.request, failedBill, "failed");
  await page.goto(`/operations/${failedBill}`);
  await expect(page.getByTestId("failure-reason")).toHaveText("La empresa rechazó el pago.");
  await page.context().addCookies([{ name: "saldo_locale", value: "en", url: APP_ORIGIN }]);
  await page.reload();
  await expect(page.getByTestId("failure-reason")).toHaveText("The company refused the payment.");
});

test("the barcode way to pay asks to type the code, and promises no scanning", async ({ page, user: _user }) => {
  await page.goto("/pay/AR-S-0003");
  const barcode = page.getByRole("radio", { name: /Código de barras/ });
  await expect(barcode).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(/escane/i);
  await expect(page.getByRole("main")).toContainText("Ingresá el número del código de barras de la factura.");
  await page.context().addCookies([{ name: "saldo_locale", value: "en", url: APP_ORIGIN }]);
  await page.reload();
  await expect(page.getByRole("main")).not.toContainText(/scan/i);
  await expect(page.getByRole("main")).toContainText("Type the number printed under the bill's barcode.");
});
