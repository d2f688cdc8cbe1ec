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

/**
 * A lease one holder keeps for as long as it runs, asked for on every tick of its work but written
 * only once half of it has passed: until then it is surely still ours, since the database set its
 * expiry, by its own clock, after this process sent the renewal. `now` is a monotonic clock in ms.
 */
export class KeptLease {
  /** Until when (`now`'s clock) the lease is surely ours: the moment its renewal was sent, plus the ttl. */
  private ourUntil = 0;

  constructor(
    private readonly name: string,
    private readonly holder: string,
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** True when this holder holds the lease now, renewing it when half its time is gone. */
  async held(db: Db): Promise<boolean> {
    const sent = this.now();
    if (sent < this.ourUntil - this.ttlMs / 2) return true;
    const ours = await holdLease(db, this.name, this.holder, this.ttlMs);
    this.ourUntil = ours ? sent + this.ttlMs : 0;
    return ours;
  }
}
