import "server-only";
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { users } from "@/lib/platform/db/schema";
import { sessionSecret } from "@/lib/platform/secrets";
import { normalizeEmail } from "./users";

// A closed account keeps its address only as a keyed hash (HMAC-SHA-256 under a key derived from
// SESSION_SECRET), so signing in with it can say "esta cuenta fue cerrada" while the table holds no
// address anyone could read back. Changing SESSION_SECRET forgets which addresses were closed.

const key = () => `saldo closed accounts\0${sessionSecret()}`;

export const closedEmailHash = (email: string): string => createHmac("sha256", key()).update(normalizeEmail(email)).digest("base64url");

/** Whether an account with this address was closed (and no account uses the address now). */
export async function wasClosed(email: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.closedEmailHash, closedEmailHash(email))).limit(1);
  return Boolean(row);
}
