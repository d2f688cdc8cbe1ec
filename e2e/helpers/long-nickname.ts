// A customer whose saved account has the longest nickname a layout must bear: one unbroken word
// of 40 characters (no space to wrap at), on a bill paid and then reminded, so it shows on home,
// in history, in Mis cuentas and among the notices.
import type { Page } from "@playwright/test";
import { APP_ORIGIN, expect, sandboxControl, type TestUser } from "../fixtures";
import { payEdenor, settled } from "./operations-api";

export const LONG_NICKNAME = "DepartamentoDeLaAbuelaEnMarDelPlata-4º-B";

export type LongNicknameAccount = { operationId: string; agendaId: string };

/** Pays an EDENOR bill, saves its account under LONG_NICKNAME and has the provider remind of it. */
export async function seedLongNickname(page: Page, user: TestUser): Promise<LongNicknameAccount> {
  expect(LONG_NICKNAME).toHaveLength(40);
  const operationId = await payEdenor(page.request, 1);
  await settled(page.request, operationId, "confirmed");
  const saved = await page.request.post(`/api/operations/${operationId}/account`, { headers: { origin: APP_ORIGIN }, data: { alias: LONG_NICKNAME } });
  expect(saved.status(), await saved.text()).toBe(201);
  const { adhesion } = (await saved.json()) as { adhesion: { agendaId: string } };
  await sandboxControl(page.request, "/agenda/notify", { externalClientId: user.id });
  return { operationId, agendaId: adhesion.agendaId };
}
