import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { User } from "@/lib/accounts/users";
import { getDb } from "@/lib/platform/db/client";
import { reminderDeliveries, reminders } from "@/lib/platform/db/schema";
import { getProvider } from "@/lib/provider";
import { savedAccountsOf } from "./saved";
import { toNotificationView, type DeliveredChannel, type NotificationView } from "./views";

const ORDER: DeliveredChannel[] = ["in_app", "email", "push"];
const dayOf = (date: string | null) => date?.slice(0, 10) ?? null;

/**
 * What Saldo delivered for each of these bills and due dates (its reminders, one row per channel
 * handed over): `agendaId|dueDate` → channels, in a fixed order. Queued or skipped ones are not.
 */
async function deliveredChannels(userId: string, agendaIds: string[]): Promise<Map<string, DeliveredChannel[]>> {
  const delivered = new Map<string, DeliveredChannel[]>();
  if (agendaIds.length === 0) return delivered;
  const rows = await (await getDb())
    .select({ agendaId: reminders.agendaId, dueDate: reminders.dueDate, channel: reminderDeliveries.channel })
    .from(reminderDeliveries)
    .innerJoin(reminders, eq(reminders.id, reminderDeliveries.reminderId))
    .where(and(eq(reminders.userId, userId), inArray(reminders.agendaId, agendaIds), eq(reminderDeliveries.state, "sent")));
  for (const row of rows) {
    const key = `${row.agendaId}|${row.dueDate}`;
    delivered.set(key, [...(delivered.get(key) ?? []), row.channel]);
  }
  for (const [key, channels] of delivered) delivered.set(key, ORDER.filter((c) => channels.includes(c)));
  return delivered;
}

/**
 * New-bill, due-date and pay-again notices of the user's saved accounts, newest first, each with the
 * channels Saldo delivered it by (never the provider's own list). Never cached.
 */
export async function listNotifications(user: User): Promise<NotificationView[]> {
  const [{ notifications }, saved] = await Promise.all([getProvider().agenda.notifications(user.id), savedAccountsOf(user.id)]);
  const ids = new Set(saved.map((a) => a.agendaId));
  const own = notifications.filter((n) => n.agendaId !== null && ids.has(n.agendaId));
  const delivered = await deliveredChannels(user.id, [...new Set(own.map((n) => n.agendaId!))]);
  return own.map((n) => toNotificationView(n, delivered.get(`${n.agendaId}|${dayOf(n.expirationDate)}`) ?? []));
}
