import "server-only";
import { eq } from "drizzle-orm";
import { isLocale, type Locale } from "@/lib/platform/i18n/config";
import type { Db } from "@/lib/platform/db/client";
import { notificationPreferences } from "@/lib/platform/db/schema";
import type { PreferencesInput } from "./input";

export type Preferences = { email: boolean; push: boolean; quietStart: string; quietEnd: string; locale: Locale };

export const DEFAULT_PREFERENCES: Preferences = { email: true, push: true, quietStart: "22:00", quietEnd: "08:00", locale: "es" };

/** The user's reminder preferences; the defaults until they save some. */
export async function preferencesOf(db: Db, userId: string): Promise<Preferences> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  if (!row) return DEFAULT_PREFERENCES;
  return { email: row.email, push: row.push, quietStart: row.quietStart, quietEnd: row.quietEnd, locale: isLocale(row.locale) ? row.locale : "es" };
}

/** Saves them, with the language the user saved them in (what reminder mails are written in). */
export async function savePreferences(db: Db, userId: string, input: PreferencesInput, locale: Locale): Promise<Preferences> {
  const values = { ...input, locale, updatedAt: new Date() };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
  return { ...input, locale };
}
