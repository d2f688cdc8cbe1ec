import "server-only";
import { eq } from "drizzle-orm";
import { AppError } from "@/lib/platform/http/errors";
import { getDb } from "@/lib/platform/db/client";
import { users } from "@/lib/platform/db/schema";
import { isUuid } from "@/lib/payments/cursor";
import { getProvider } from "@/lib/provider";
import type { AgendaNotification } from "@/lib/provider/types";

/**
 * A user's notifications as the provider lists them, its informative `channels` included: what
 * users never see (they see what Saldo delivered, lib/saved-accounts/notifications.ts), kept for the
 * operator who checks what the provider said. Never cached.
 */
export async function providerNotificationsOf(userId: string): Promise<{ notifications: AgendaNotification[] }> {
  const [user] = isUuid(userId) ? await (await getDb()).select({ id: users.id }).from(users).where(eq(users.id, userId.toLowerCase())) : [];
  if (!user) throw new AppError("NOT_FOUND", "We could not find that user.");
  const { notifications } = await getProvider().agenda.notifications(user.id);
  return { notifications };
}
