import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Locale } from "@/lib/platform/i18n/config";
import { getDb } from "@/lib/platform/db/client";
import { pushSubscriptions } from "@/lib/platform/db/schema";
import type { SubscribeInput } from "./input";

// The devices a user turned notifications on in: one row per push endpoint.

/** Devices per user with notifications on. */
export const MAX_DEVICES = 10;

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Keeps a device's subscription. The endpoint is the device's: subscribing again (new keys, or
 * another account signed in on the same browser) replaces the row and moves it to this user, so a
 * device never gets another account's notifications.
 */
export async function saveSubscription(userId: string, input: SubscribeInput, locale: Locale, userAgent: string | null): Promise<void> {
  const db = await getDb();
  const values = {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    locale,
    userAgent: userAgent?.slice(0, 200) ?? null,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...values, createdAt: sql`now()`, lastSentAt: null, lastError: null },
    });
  // A user's devices are few: past the limit the oldest subscription goes, so no account can make
  // Saldo post to hundreds of addresses.
  await db.execute(sql`
    delete from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId} and ${pushSubscriptions.id} not in (
      select id from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId}
      order by ${pushSubscriptions.createdAt} desc, ${pushSubscriptions.id} limit ${MAX_DEVICES})`);
}

/** Forgets this user's subscription at that endpoint; false when the user has none there. */
export async function deleteSubscription(userId: string, endpoint: string): Promise<boolean> {
  const db = await getDb();
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

export async function subscriptionsOf(userId: string): Promise<PushSubscriptionRow[]> {
  const db = await getDb();
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** The push service said the device is gone (404/410): the subscription is never used again. */
export async function dropSubscription(id: string): Promise<void> {
  const db = await getDb();
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function recordDelivery(id: string, error: string | null): Promise<void> {
  const db = await getDb();
  await db
    .update(pushSubscriptions)
    .set(error === null ? { lastSentAt: sql`now()`, lastError: null } : { lastError: error.slice(0, 300) })
    .where(eq(pushSubscriptions.id, id));
}
