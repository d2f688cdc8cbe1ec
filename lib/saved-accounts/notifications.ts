import "server-only";
import type { User } from "@/lib/accounts/users";
import { getProvider } from "@/lib/provider";
import { savedAccountsOf } from "./saved";
import { toNotificationView, type NotificationView } from "./views";

/** New-bill, due-date and pay-again notices of the user's saved accounts, newest first. Never cached. */
export async function listNotifications(user: User): Promise<NotificationView[]> {
  const [{ notifications }, saved] = await Promise.all([getProvider().agenda.notifications(user.id), savedAccountsOf(user.id)]);
  const ids = new Set(saved.map((a) => a.agendaId));
  return notifications.filter((n) => n.agendaId !== null && ids.has(n.agendaId)).map(toNotificationView);
}
