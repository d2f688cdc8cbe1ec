import "server-only";
import { sql } from "drizzle-orm";
import { DEMO_EMAIL, DEMO_PASSWORD } from "@/lib/accounts/demo-credentials";
import { hashPassword } from "@/lib/accounts/password";
import { getDb } from "@/lib/platform/db/client";
import { users } from "@/lib/platform/db/schema";
import { sandboxMode } from "@/lib/platform/env";
import { log } from "@/lib/platform/log";

/**
 * On a first run in sandbox mode (no user yet), creates the demo user and prints its credentials,
 * once. Never against a real provider. Instances starting together are kept to one by the unique
 * email: only the one whose insert lands prints. Its address counts as verified: no one else can
 * own it, and the mail sent to it lands in the local mailbox, so reminders reach it by mail too.
 */
export async function ensureDemoUser(): Promise<void> {
  if (!sandboxMode()) return;
  const db = await getDb();
  const [anyone] = await db.select({ one: sql`1` }).from(users).limit(1);
  if (anyone) return;
  const created = await db
    .insert(users)
    .values({ email: DEMO_EMAIL, name: "Demo User", passwordHash: await hashPassword(DEMO_PASSWORD), emailVerifiedAt: new Date() })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (created.length > 0) {
    log.info(`Sandbox mode: created the demo user. Sign in with ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  }
}
