import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/platform/db/client";
import { liveStreamSlots as slots } from "@/lib/platform/db/schema";
import { env } from "@/lib/platform/env";
import { log } from "@/lib/platform/log";
import { onShutdown } from "@/lib/platform/shutdown";
import { AppError } from "./errors";

// How many event streams one user holds open, on every instance sharing the database: each stream
// holds one of the user's numbered places (rows of live_stream_slots), taken with one statement
// and given back with one. The primary key (user, place) keeps two instances from handing out one
// place twice, so the cap holds under any race. A place counts while its expiry is ahead: each
// instance pushes the expiry of all its places on with one statement every third of
// LIVE_STREAM_STALE_MS, so the places of an instance killed without a word stop counting once stale.

type Slots = {
  instance: string;
  /** Whether this process ever took a place: one that never did has none to give back at shutdown. */
  taken: boolean;
  held: number;
  renewal: ReturnType<typeof setInterval> | null;
  freeing: Set<Promise<void>>;
};

// Next.js may load this module more than once (one copy per route bundle): one instance id per process.
const holder = globalThis as typeof globalThis & { __saldoStreamSlots?: Slots };
const state = (holder.__saldoStreamSlots ??= { instance: randomUUID(), taken: false, held: 0, renewal: null, freeing: new Set() });

const staleAt = () => sql`now() + ${env.LIVE_STREAM_STALE_MS} * interval '1 millisecond'`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Takes a free place of the user's (one at random, so a burst of streams rarely races for one); false when none was. */
async function take(db: Db, userId: string, stream: string): Promise<boolean> {
  const result = await db.execute(sql`
    insert into live_stream_slots (user_id, slot, stream, holder, started_at, expires_at)
    select ${userId}::text, n, ${stream}::uuid, ${state.instance}::text, now(), ${staleAt()}
    from generate_series(0, ${env.LIVE_STREAMS_PER_USER - 1}::int) as n
    where not exists (select 1 from live_stream_slots s where s.user_id = ${userId}::text and s.slot = n and s.expires_at >= now())
    order by random() limit 1
    on conflict (user_id, slot) do update
      set stream = excluded.stream, holder = excluded.holder, started_at = excluded.started_at, expires_at = excluded.expires_at
      where live_stream_slots.expires_at < now()
    returning slot`);
  return rowsOf<{ slot: number }>(result).length > 0;
}

/**
 * How many of the user's places count now, and in how many seconds one could be free: its stream's
 * longest life over, or its row stale (the soonest, since a running instance keeps pushing it on).
 */
async function occupancy(db: Db, userId: string): Promise<{ live: number; retryAfter: number }> {
  const result = await db.execute(sql`
    select count(*)::int as live,
      greatest(1, ceil(extract(epoch from min(least(started_at + ${env.LIVE_STREAM_MAX_MS} * interval '1 millisecond', expires_at)) - now())))::int as "retryAfter"
    from live_stream_slots where user_id = ${userId}::text and expires_at >= now()`);
  const [row] = rowsOf<{ live: number | string; retryAfter: number | string | null }>(result);
  return { live: Number(row?.live ?? 0), retryAfter: Number(row?.retryAfter ?? 1) };
}

function renewWhileHeld(db: Db) {
  state.taken = true;
  state.held++;
  state.renewal ??= setInterval(() => {
    db.update(slots)
      .set({ expiresAt: staleAt() })
      .where(eq(slots.holder, state.instance))
      .catch((error: unknown) => log.warn({ err: error }, "live: could not renew this instance's stream places"));
  }, Math.max(1, Math.floor(env.LIVE_STREAM_STALE_MS / 3)));
  state.renewal.unref?.();
}

function release(db: Db, userId: string, stream: string) {
  state.held--;
  if (state.held === 0 && state.renewal) {
    clearInterval(state.renewal);
    state.renewal = null;
  }
  const freeing: Promise<void> = db
    .delete(slots)
    .where(and(eq(slots.userId, userId), eq(slots.stream, stream)))
    .then(() => undefined, (error: unknown) => log.warn({ err: error }, "live: could not free a stream's place; it goes once stale"))
    .finally(() => state.freeing.delete(freeing));
  state.freeing.add(freeing);
}

// A stopping instance gives its places back rather than leave them until they are stale.
onShutdown("stream-slots", async () => {
  if (!state.taken) return;
  await Promise.all(state.freeing);
  await (await getDb()).delete(slots).where(eq(slots.holder, state.instance));
});

/**
 * Takes one of the user's LIVE_STREAMS_PER_USER places for a stream about to open, and returns
 * the function that gives it back (call it once, when the stream ends for any reason). Throws
 * RATE_LIMITED (429, Retry-After) when every place is held.
 */
export async function takeStreamSlot(userId: string): Promise<() => void> {
  const db = await getDb();
  const stream = randomUUID();
  let retryAfter = 1;
  // Two streams may pick the same free place at once and one loses: it tries another.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await take(db, userId, stream)) {
      renewWhileHeld(db);
      let freed = false;
      return () => {
        if (freed) return;
        freed = true;
        release(db, userId, stream);
      };
    }
    const now = await occupancy(db, userId);
    retryAfter = now.retryAfter;
    if (now.live >= env.LIVE_STREAMS_PER_USER) break;
  }
  throw new AppError(
    "RATE_LIMITED",
    `Too many live updates open for this account (at most ${env.LIVE_STREAMS_PER_USER}); close a tab or try again in ${retryAfter} s.`,
    { retryAfterSeconds: retryAfter, limit: env.LIVE_STREAMS_PER_USER },
    { "Retry-After": String(retryAfter) },
  );
}
