// Saved accounts ("Mis cuentas") and their notices made from a test through the app's own API and
// the sandbox, for the page's user: EDENOR's schedulable modality, the provider's notices, and
// Saldo's own reminders of them (the scan an operator can run now).
import { randomInt } from "node:crypto";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { APP_ORIGIN, expect, sandboxControl, type Operator } from "../fixtures";
import { EDENOR } from "./operations-api";

const ORIGIN = { origin: APP_ORIGIN };

/** EDENOR's modality that allows saving an account. */
export async function schedulableModality(request: APIRequestContext): Promise<string> {
  const { company } = (await (await request.get(`/api/companies/services/${EDENOR}`)).json()) as {
    company: { modalities: { modalityId: string; isSchedulable: boolean }[] };
  };
  const modality = company.modalities.find((m) => m.isSchedulable);
  if (!modality) throw new Error("EDENOR has no schedulable modality");
  return modality.modalityId;
}

/** Saves an EDENOR client number in "Mis cuentas" with a nickname; answers its agendaId. */
export async function saveEdenor(request: APIRequestContext, userId: string, number: string, alias: string): Promise<string> {
  const modalityId = await schedulableModality(request);
  const response = await request.post("/api/agenda/adhesions", {
    headers: ORIGIN,
    data: { companyCode: EDENOR, modalityId, queryData: [{ identifierName: "clientNumber", identifierValue: number }], alias },
  });
  expect(response.status(), await response.text()).toBe(201);
  return `${userId}#${modalityId}#${number}`;
}

/** The provider sends a notice for each of the user's saved accounts. */
export const notify = (page: Page, userId: string) => sandboxControl(page.request, "/agenda/notify", { externalClientId: userId });

/** An operator runs the reminders scan now, and the user's bell counts what it sent. */
export async function runReminderScan(page: Page, browser: Browser, operator: Operator, unread: number): Promise<void> {
  const address = `2001:db8:${randomInt(0, 0xffff).toString(16)}::${randomInt(1, 0xffff).toString(16)}`;
  const ops = await browser.newContext({ baseURL: APP_ORIGIN, extraHTTPHeaders: { "x-forwarded-for": address } });
  await operator.signIn(ops);
  const ran = await ops.request.post("/api/operator/jobs/run", { headers: ORIGIN, data: { task: "reminders.scan" } });
  expect(ran.status(), await ran.text()).toBe(202);
  await ops.close();
  await waitForUnread(page, unread);
}

/** Reloads the home until the header's bell counts `unread` notices (the scan's jobs run apart). */
export async function waitForUnread(page: Page, unread: number): Promise<void> {
  await page.goto("/");
  await expect
    .poll(async () => {
      await page.reload();
      return page.getByTestId("bell").getAttribute("aria-label");
    }, { timeout: 30_000, intervals: [500] })
    .toBe(`Notificaciones, ${unread} sin leer`);
}
