import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { User } from "@/lib/accounts/users";
import { ownSaved } from "@/lib/saved-accounts/saved";
import { savedAccountsOf } from "@/lib/saved-accounts/saved";
import { identifierNameOf } from "@/lib/saved-accounts/pay-target";
import { getProvider } from "@/lib/provider";
import { traced } from "@/lib/payments/trace";
import { companyCurrency } from "@/lib/rules/currency";
import { AppError } from "@/lib/platform/http/errors";
import { getDb, type Db } from "@/lib/platform/db/client";
import { autopayCharges, autopaySettings } from "@/lib/platform/db/schema";
import { requireConfirmation, withConfirmation, type Move } from "@/lib/accounts/confirmations";
import { autopayRisks } from "@/lib/rules/second-look";
import type { AutopaySettingsInput } from "./input";

// Autopay's switch per saved account. Saldo's row is what runs; the provider's adhesion carries
// the same flag (isAutomaticDebit), changed first so the two never disagree after an answer.

export type AutopaySetting = { enabled: boolean; cap: number; currency: string; noticeDays: number };

const toSetting = (row: typeof autopaySettings.$inferSelect): AutopaySetting => ({
  enabled: row.enabled,
  cap: row.capAmount,
  currency: row.currency,
  noticeDays: row.noticeDays,
});

/** The user's autopay settings by agendaId (accounts never set up are absent: off). */
export async function autopaySettingsOf(userId: string, db?: Db): Promise<Map<string, AutopaySetting>> {
  const rows = await (db ?? (await getDb())).select().from(autopaySettings).where(eq(autopaySettings.userId, userId));
  return new Map(rows.map((row) => [row.agendaId, toSetting(row)]));
}

/** Charges not started yet stop here: turned off, or the account forgotten. */
async function cancelScheduled(db: Db, userId: string, agendaId: string, reasonCode: string): Promise<void> {
  await db
    .update(autopayCharges)
    .set({ state: "cancelled", reasonCode, updatedAt: new Date() })
    .where(and(eq(autopayCharges.userId, userId), eq(autopayCharges.agendaId, agendaId), inArray(autopayCharges.state, ["scheduled"])));
}

/**
 * Turns autopay of one of the user's saved accounts on (with a cap and how many days of notice)
 * or off. Only accounts whose bills Saldo can look up from the saved identifier alone qualify.
 * Autopay pays with nobody present: turning it on or raising its cap is made only with the
 * confirmation `given` of that very change (lib/accounts/confirmations.ts), spent in the
 * transaction that saves it; lowering the cap, the notice days or turning it off need none.
 */
export async function setAutopay(user: User, agendaId: string, input: AutopaySettingsInput, given: string | null = null): Promise<AutopaySetting> {
  await ownSaved(user, agendaId);
  const account = (await savedAccountsOf(user.id)).find((a) => a.agendaId === agendaId)!;
  const db = await getDb();
  const [current] = await db
    .select()
    .from(autopaySettings)
    .where(and(eq(autopaySettings.userId, user.id), eq(autopaySettings.agendaId, agendaId)));
  const currency = companyCurrency(account.companyCode);
  if (input.enabled) {
    if (!currency || !(await identifierNameOf(account.companyCode, account.modalityId))) {
      throw new AppError("CONFLICT", "This account cannot be paid automatically: pay it from its reminders.");
    }
  }
  if (!input.enabled && !current) return { enabled: false, cap: 0, currency: currency ?? "", noticeDays: 3 };
  let confirmed: { id: string; move: Move } | null = null;
  if (input.enabled) {
    const reasons = autopayRisks(current ? { enabled: current.enabled, cap: current.capAmount } : null, { enabled: true, cap: input.cap });
    if (reasons.length > 0) {
      const move: Move = {
        parts: ["autopay", agendaId, String(input.cap), currency!],
        summary: { move: "autopay", reasons, amount: input.cap, currency: currency!, account: account.nickname ? `${account.nickname} · ${account.identifier}` : account.identifier },
      };
      confirmed = { id: await requireConfirmation(db, user.id, given, move), move };
    }
  }

  await traced({ kind: "adhesion", reference: agendaId, userId: user.id }, () =>
    getProvider().agenda.update({ agendaId, isAutomaticDebit: input.enabled }),
  );
  const values = input.enabled
    ? { enabled: true, capAmount: input.cap, currency: currency!, noticeDays: input.noticeDays }
    : { enabled: false };
  const write = (tx: Db) =>
    tx
      .insert(autopaySettings)
      .values({ userId: user.id, agendaId, capAmount: 0, currency: currency ?? "", ...values })
      .onConflictDoUpdate({ target: [autopaySettings.userId, autopaySettings.agendaId], set: { ...values, updatedAt: new Date() } })
      .returning();
  // The confirmation is spent with the setting it allows: a refusal by the provider above leaves it
  // for the retry.
  const [row] = confirmed ? await withConfirmation(db, user.id, confirmed.id, confirmed.move, write) : await write(db);
  if (!input.enabled) await cancelScheduled(db, user.id, agendaId, "TURNED_OFF");
  return toSetting(row!);
}

/** The account left "Mis cuentas": its autopay goes with it. */
export async function forgetAutopay(userId: string, agendaId: string): Promise<void> {
  const db = await getDb();
  await db.delete(autopaySettings).where(and(eq(autopaySettings.userId, userId), eq(autopaySettings.agendaId, agendaId)));
  await cancelScheduled(db, userId, agendaId, "ACCOUNT_REMOVED");
}
