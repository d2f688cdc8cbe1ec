import "server-only";
import type { User } from "@/lib/auth/users";
import { getProvider } from "@/lib/provider";
import { toNotificationView, type NotificationView } from "./views";

/** New-bill, due-date and pay-again notices for the user's reminders, newest first. Never cached. */
export async function listNotifications(user: User): Promise<NotificationView[]> {
  const { notifications } = await getProvider().agenda.notifications(user.id);
  return notifications.map(toNotificationView);
}
