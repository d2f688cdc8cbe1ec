import "server-only";
import { desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { reminderDeliveries, reminders } from "@/lib/platform/db/schema";

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
