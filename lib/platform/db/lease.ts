import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import { leases } from "@/lib/platform/db/schema";

/**
 * Takes or renews the lease `name` for `holder` until ttlMs from now (the database's clock, the
 * one every instance shares). True when `holder` holds it: it was free, expired, or already ours.
 */
export async function holdLease(db: Db, name: string, holder: string, ttlMs: number): Promise<boolean> {
  const until = sql`now() + ${ttlMs} * interval '1 millisecond'`;
  const rows = await db
    .insert(leases)
    .values({ name, holder, expiresAt: until })
    .onConflictDoUpdate({
      target: leases.name,
      set: { holder, expiresAt: until },
      setWhere: sql`${leases.expiresAt} < now() or ${leases.holder} = ${holder}`,
    })
    .returning({ holder: leases.holder });
  return rows[0]?.holder === holder;
}
