// The mailbox's inbox (sandbox/mail) on a phone and on a desktop: a newcomer opens it to follow a
// verification link, so the list and a message read without scrolling sideways, long addresses,
// subjects and links included.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { APP_ORIGIN, MAILBOX, expect, test } from "./fixtures";

// The pages under test are the mailbox's: its origin is the page's own.
test.use({ baseURL: MAILBOX });

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

/** How far the page reaches past the viewport's right edge, in CSS pixels (0: nothing to scroll to). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const [name, size] of Object.entries(WIDTHS)) {
  test(`the inbox and a message read at ${name} width`, async ({ page, request }) => {
    const email = `a-rather-long-mailbox-name-${randomUUID()}@saldo.test`;
    const signUp = await request.post(`${APP_ORIGIN}/api/auth/sign-up`, {
      data: { email, name: "Lucía Fernández", password: "correct horse battery" },
      headers: { origin: APP_ORIGIN },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    // The verification mail goes out through a job: it is in the mailbox once its API lists it.
    await expect.poll(async () => ((await (await request.get(`/messages?to=${encodeURIComponent(email)}`)).json()) as unknown[]).length).toBe(1);

    await page.setViewportSize(size);
    await page.goto("/");
    const subject = page.getByRole("row").filter({ hasText: email }).getByRole("link");
    await expect(subject).toBeVisible();
    expect(await overflow(page)).toBe(0);

    await subject.click();
    await expect(page.getByRole("link", { name: /\/verify-email\?token=/ })).toBeVisible();
    expect(await overflow(page)).toBe(0);
  });
}
