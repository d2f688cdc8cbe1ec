import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { User } from "@/lib/accounts/users";
import { getDb, type Db } from "@/lib/platform/db/client";
import { operationEvents, operations } from "@/lib/platform/db/schema";
import { AppError } from "@/lib/platform/http/errors";
import { consume, type Limit } from "@/lib/platform/http/rate-limit";
import { decryptPin } from "./pin";
import { ownOperation } from "./read";

/** Reveals after the first showing, per user across all their cards: enough to redeem, too few to scrape. */
export const PIN_REVEALS_PER_USER: Limit = {
  name: "pin-reveal:user",
  max: 5,
  windowMs: 15 * 60_000,
  message: "You have revealed gift-card PINs too many times.",
};

export type ShownPin = { pin: string; first: boolean };

/**
 * A gift card's PIN for its owner (docs/provider/notes.md §6). Its first showing is the receipt's,
 * when the PIN has just arrived (at purchase, or by a later status read): whoever marks it shown
 * first gets it, uncounted. Every later showing is an explicit reveal, counted against
 * PIN_REVEALS_PER_USER. Each is written to the operation's audit trail (who and when), which
 * operators see and the owner's timeline leaves out. Never logged, never cached.
 */
export async function showPin(user: User, id: string): Promise<ShownPin> {
  const row = await ownOperation(user.id, id);
  if (row.kind !== "giftcard" || !row.pinCiphertext) {
    throw new AppError("NOT_FOUND", "This operation has no PIN to show.");
  }
  const ciphertext = row.pinCiphertext;
  const db = await getDb();
  const audit = (tx: Pick<Db, "insert">, detail: string) =>
    tx.insert(operationEvents).values({ operationId: row.id, fromStatus: row.status, toStatus: row.status, source: "owner", detail });
  // The first showing and its audit event commit together; the PIN goes out only after both.
  const first =
    row.pinShownAt === null &&
    (await db.transaction(async (tx) => {
      const [marked] = await tx
        .update(operations)
        .set({ pinShownAt: sql`now()` })
        .where(and(eq(operations.id, row.id), isNull(operations.pinShownAt)))
        .returning({ id: operations.id });
      if (marked) await audit(tx, `PIN shown in full on the receipt to its owner ${user.email}`);
      return Boolean(marked);
    }));
  if (!first) {
    // Counted outside any transaction: the limiter writes on its own connection.
    await consume(PIN_REVEALS_PER_USER, user.id);
    await audit(db, `PIN revealed again by its owner ${user.email}`);
  }
  return { pin: decryptPin(ciphertext), first };
}
