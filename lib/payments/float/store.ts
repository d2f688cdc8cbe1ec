import "server-only";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import { providerFloat } from "@/lib/platform/db/schema";
import { isLow, levelOf } from "@/lib/rules/float";
import type { Wallet } from "@/lib/provider";

// The provider's float as last read, in the database so every instance checks payments against the
// same reading and the operators are warned once per crossing, whichever instance saw it. Times
// are the database's, the clock every instance shares.

export type FloatRow = typeof providerFloat.$inferSelect;

/** The database's clock now: a reading is stamped with the moment it was asked for (readingStart), not stored. */
export async function readingStart(db: Db): Promise<Date> {
  // Milliseconds since the epoch (a numeric: node-postgres gives it as text, PGlite as a number).
  const result = await db.execute(sql`select extract(epoch from now()) * 1000 as ms`);
  const [row] = (result as unknown as { rows: { ms: number | string }[] }).rows;
  return new Date(Number(row?.ms));
}

/**
 * Stores a reading of the wallet asked for at `startedAt` (readingStart), each currency with
 * whether it is low. A reading asked for earlier never overwrites one asked for later, however
 * long its answer took.
 */
export async function storeReading(db: Db, wallets: readonly Wallet[], levels: Readonly<Record<string, number>>, startedAt: Date): Promise<void> {
  if (wallets.length === 0) return;
  await db
    .insert(providerFloat)
    .values(
      wallets.map((w) => ({
        currency: w.currency,
        countryCode: w.countryCode,
        balance: w.balance,
        available: w.available,
        readAt: startedAt,
        low: isLow(w.available, levelOf(levels, w.currency)),
      })),
    )
    .onConflictDoUpdate({
      target: providerFloat.currency,
      set: {
        countryCode: sql`excluded.country_code`,
        balance: sql`excluded.balance`,
        available: sql`excluded.available`,
        readAt: sql`excluded.read_at`,
        low: sql`excluded.low`,
      },
      setWhere: sql`${providerFloat.readAt} <= excluded.read_at`,
    });
}

/** One currency's last reading, and whether it was read within `freshMs`. */
export async function floatOf(db: Db, currency: string, freshMs: number): Promise<(FloatRow & { fresh: boolean }) | null> {
  const [row] = await db
    .select({ float: providerFloat, fresh: sql<boolean>`${providerFloat.readAt} > now() - ${freshMs} * interval '1 millisecond'` })
    .from(providerFloat)
    .where(eq(providerFloat.currency, currency));
  return row ? { ...row.float, fresh: Boolean(row.fresh) } : null;
}

/** The currencies whose last reading was low. */
export async function lowCurrencies(db: Db): Promise<string[]> {
  const rows = await db.select({ currency: providerFloat.currency }).from(providerFloat).where(eq(providerFloat.low, true)).orderBy(providerFloat.currency);
  return rows.map((r) => r.currency);
}

/** Every currency's last reading, by currency. */
export const allFloats = (db: Db): Promise<FloatRow[]> => db.select().from(providerFloat).orderBy(providerFloat.currency);

/**
 * The currencies that went low and whose warning is not sent yet, each claimed by this call: of
 * several instances reading at once, one alone gets each crossing (the row lock decides).
 */
export const claimCrossings = (db: Db): Promise<FloatRow[]> =>
  db
    .update(providerFloat)
    .set({ warnedAt: sql`now()` })
    .where(and(eq(providerFloat.low, true), isNull(providerFloat.warnedAt)))
    .returning();

/** Currencies back above their level are armed again: the next crossing warns again. */
export async function rearmRecovered(db: Db): Promise<void> {
  await db
    .update(providerFloat)
    .set({ warnedAt: null })
    .where(and(eq(providerFloat.low, false), isNotNull(providerFloat.warnedAt)));
}

/** Gives a claimed crossing back (its warning could not be queued): the next reading claims it again. */
export async function releaseCrossing(db: Db, currency: string): Promise<void> {
  await db.update(providerFloat).set({ warnedAt: null }).where(eq(providerFloat.currency, currency));
}
