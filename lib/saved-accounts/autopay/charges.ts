import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { User } from "@/lib/accounts/users";
import { AppError } from "@/lib/platform/http/errors";
import { getDb } from "@/lib/platform/db/client";
import { autopayCharges } from "@/lib/platform/db/schema";
import { skippable } from "@/lib/rules/autopay";
import { autopaySettingsOf, setAutopay, type AutopaySetting } from "./settings";

// The user's side of autopay's charges: what is scheduled and what was paid, "skip this time",
// and "turn off" from a notice's links.

type Charge = typeof autopayCharges.$inferSelect;

export type AutopayChargeView = {
  id: string;
  agendaId: string;
  companyCode: string;
  companyName: string;
  dueDate: string;
  amount: number;
  currency: string;
  cap: number;
  state: Charge["state"];
  reasonCode: string | null;
  noticeAt: string;
  noticeSentAt: string | null;
  chargeAt: string;
  operationId: string | null;
  /** Skip and turn off still apply (the charge has not started). */
  skippable: boolean;
  /** The account's autopay as it is now. */
  setting: AutopaySetting | null;
};

const toView = (c: Charge, setting: AutopaySetting | null): AutopayChargeView => ({
  id: c.id,
  agendaId: c.agendaId,
  companyCode: c.companyCode,
  companyName: c.companyName,
  dueDate: c.dueDate,
  amount: c.amount,
  currency: c.currency,
  cap: c.capAmount,
  state: c.state,
  reasonCode: c.reasonCode,
  noticeAt: c.noticeAt.toISOString(),
  noticeSentAt: c.noticeSentAt?.toISOString() ?? null,
  chargeAt: c.chargeAt.toISOString(),
  operationId: c.operationId,
  skippable: skippable(c.state),
  setting,
});

const notFound = () => new AppError("NOT_FOUND", "No autopay payment with that id.");

/** A charge id from the address: anything but a UUID is simply not found. */
export function chargeIdOf(id: string): string {
  if (!z.uuid().safeParse(id).success) throw notFound();
  return id;
}

async function ownCharge(user: User, id: string): Promise<Charge> {
  const db = await getDb();
  const [row] = await db.select().from(autopayCharges).where(and(eq(autopayCharges.id, id), eq(autopayCharges.userId, user.id)));
  if (!row) throw notFound();
  return row;
}

export async function getCharge(user: User, id: string): Promise<AutopayChargeView> {
  const charge = await ownCharge(user, id);
  return toView(charge, (await autopaySettingsOf(user.id)).get(charge.agendaId) ?? null);
}

/** The user's autopay charges, newest first (one account's with `agendaId`). */
export async function listCharges(user: User, agendaId?: string, limit = 50): Promise<AutopayChargeView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(autopayCharges)
    .where(and(eq(autopayCharges.userId, user.id), agendaId ? eq(autopayCharges.agendaId, agendaId) : undefined))
    .orderBy(desc(autopayCharges.createdAt))
    .limit(limit);
  const settings = await autopaySettingsOf(user.id);
  return rows.map((r) => toView(r, settings.get(r.agendaId) ?? null));
}

const started = () => new AppError("CONFLICT", "This payment has already started or ended: it can no longer be skipped.");

/** "Skip this time": this bill is not paid automatically; the next ones are. */
export async function skipCharge(user: User, id: string): Promise<AutopayChargeView> {
  await ownCharge(user, id);
  const db = await getDb();
  const [row] = await db
    .update(autopayCharges)
    .set({ state: "skipped", reasonCode: "SKIPPED", updatedAt: new Date() })
    .where(and(eq(autopayCharges.id, id), eq(autopayCharges.userId, user.id), eq(autopayCharges.state, "scheduled")))
    .returning();
  if (!row) throw started();
  return getCharge(user, id);
}

/** "Turn off" from a charge's page: autopay of its account goes off, and this charge with it. */
export async function turnOffFromCharge(user: User, id: string): Promise<AutopayChargeView> {
  const charge = await ownCharge(user, id);
  await setAutopay(user, charge.agendaId, { enabled: false });
  return getCharge(user, id);
}
