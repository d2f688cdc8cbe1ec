import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { reminderDeliveries, reminders } from "@/lib/platform/db/schema";
import type { ReminderBill } from "@/lib/saved-accounts/bill-notices";

export type ReminderView = {
  id: string;
  companyCode: string;
  companyName: string;
  dueDate: string;
  dueEstimated: boolean;
  amount: number | null;
  currency: string | null;
  payPath: string;
  createdAt: string;
  deliveries: { channel: string; state: string; sendAt: string }[];
};

/** The user's latest reminders, newest first, with each channel's state and when it goes (or went) out. */
export async function listReminders(userId: string, limit = 50): Promise<ReminderView[]> {
  const db = await getDb();
  const rows = await db.select().from(reminders).where(eq(reminders.userId, userId)).orderBy(desc(reminders.createdAt)).limit(limit);
  const deliveries = rows.length
    ? await db.select().from(reminderDeliveries).where(inArray(reminderDeliveries.reminderId, rows.map((r) => r.id)))
    : [];
  return rows.map((r) => ({
    id: r.id,
    companyCode: r.companyCode,
    companyName: r.companyName,
    dueDate: r.dueDate,
    dueEstimated: r.dueEstimated,
    amount: r.amount,
    currency: r.currency,
    payPath: r.payPath,
    createdAt: r.createdAt.toISOString(),
    deliveries: deliveries
      .filter((d) => d.reminderId === r.id)
      .map((d) => ({ channel: d.channel, state: d.state, sendAt: d.sendAt.toISOString() }))
      .sort((a, b) => a.channel.localeCompare(b.channel)),
  }));
}

/** Which account and due date each of these reminders is about (the notices page shows each bill once). */
export async function reminderBills(userId: string, ids: string[]): Promise<Map<string, ReminderBill>> {
  if (ids.length === 0) return new Map();
  const rows = await (await getDb())
    .select({ id: reminders.id, agendaId: reminders.agendaId, companyCode: reminders.companyCode, identifier: reminders.identifier, dueDate: reminders.dueDate })
    .from(reminders)
    .where(and(eq(reminders.userId, userId), inArray(reminders.id, ids)));
  return new Map(rows.map(({ id, ...bill }) => [id, bill]));
}
