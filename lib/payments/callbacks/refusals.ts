import "server-only";
import { desc, gte, sql } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { callbackRefusals } from "@/lib/platform/db/schema";
import { log } from "@/lib/platform/log";
import type { RefusalReason } from "./verify";
import type { CallbackPath } from "./schemas";

// Refused callbacks are counted in memory and added to per-hour counters every few seconds, so a
// flood of forged requests writes nothing per request: a handful of rows an hour, whatever the rate.
// A crash loses at most one interval of counts, never anything about a payment.

const FLUSH_MS = 5_000;
const LOG_EVERY_MS = 60_000;
const HOUR_MS = 3_600_000;

type Key = `${CallbackPath}|${RefusalReason}`;
type Pending = { hour: number; count: number; lastAt: number };
type State = {
  pending: Map<string, Pending>;
  /** Flushes and summaries take turns, so a batch is never counted twice or missed. */
  turn: Promise<unknown>;
  timer?: ReturnType<typeof setTimeout>;
  logged: Map<Key, { at: number; since: number }>;
};

const holder = globalThis as typeof globalThis & { __saldoRefusals?: State };
const state: State = (holder.__saldoRefusals ??= { pending: new Map(), turn: Promise.resolve(), logged: new Map() });

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const next = state.turn.then(work, work);
  state.turn = next.catch(() => undefined);
  return next;
}

export function countRefusal(path: CallbackPath, reason: RefusalReason, now = Date.now()): void {
  const hour = now - (now % HOUR_MS);
  const key = `${hour}|${path}|${reason}`;
  const entry = state.pending.get(key) ?? { hour, count: 0, lastAt: now };
  entry.count += 1;
  entry.lastAt = now;
  state.pending.set(key, entry);
  state.timer ??= setTimeout(() => void flush(), FLUSH_MS).unref();
  logSometimes(`${path}|${reason}`, now);
}

/** One log line a minute per path and reason, with the count since the last one. */
function logSometimes(key: Key, now: number): void {
  const last = state.logged.get(key);
  if (!last) {
    state.logged.set(key, { at: now, since: 0 });
    log.warn({ key }, "callback refused");
    return;
  }
  last.since += 1;
  if (now - last.at < LOG_EVERY_MS) return;
  log.warn({ key, refusedSinceLastLine: last.since }, "callbacks refused");
  state.logged.set(key, { at: now, since: 0 });
}

/** Adds the counts kept in memory to the shared counters. */
export function flush(): Promise<void> {
  state.timer = undefined;
  return inTurn(async () => {
    const batch = state.pending;
    state.pending = new Map();
    try {
      const db = await getDb();
      for (const [key, p] of batch) {
        const [, path, reason] = key.split("|") as [string, string, string];
        await db
          .insert(callbackRefusals)
          .values({ hour: new Date(p.hour), path, reason, count: p.count, lastAt: new Date(p.lastAt) })
          .onConflictDoUpdate({
            target: [callbackRefusals.hour, callbackRefusals.path, callbackRefusals.reason],
            set: { count: sql`${callbackRefusals.count} + ${p.count}`, lastAt: sql`greatest(${callbackRefusals.lastAt}, excluded.last_at)` },
          });
        batch.delete(key);
      }
    } catch (error) {
      log.warn({ err: error }, "callback refusal counts not saved; will try again");
      // What could not be written waits for the next flush.
      for (const [key, p] of batch) {
        const now = state.pending.get(key);
        state.pending.set(key, now ? { ...p, count: p.count + now.count, lastAt: Math.max(p.lastAt, now.lastAt) } : p);
      }
      state.timer ??= setTimeout(() => void flush(), FLUSH_MS).unref();
    }
  });
}

export type RefusalSummary = { path: string; reason: string; count: number; lastAt: string };

/** Refusals of the last `hours`, by path and reason, this process's unsaved counts included. */
export function refusalSummary(hours = 24, now = Date.now()): Promise<RefusalSummary[]> {
  return inTurn(() => summarise(hours, now));
}

async function summarise(hours: number, now: number): Promise<RefusalSummary[]> {
  const since = new Date(now - (now % HOUR_MS) - (hours - 1) * HOUR_MS);
  const db = await getDb();
  const rows = await db
    .select({
      path: callbackRefusals.path,
      reason: callbackRefusals.reason,
      count: sql<number>`sum(${callbackRefusals.count})::int`,
      lastAt: sql<Date>`max(${callbackRefusals.lastAt})`,
    })
    .from(callbackRefusals)
    .where(gte(callbackRefusals.hour, since))
    .groupBy(callbackRefusals.path, callbackRefusals.reason)
    .orderBy(desc(sql`max(${callbackRefusals.lastAt})`));
  const out = new Map(rows.map((r) => [`${r.path}|${r.reason}`, { ...r, lastAt: new Date(r.lastAt).getTime() }]));
  for (const [key, p] of state.pending) {
    if (p.hour < since.getTime()) continue;
    const [, path, reason] = key.split("|") as [string, string, string];
    const seen = out.get(`${path}|${reason}`) ?? { path, reason, count: 0, lastAt: 0 };
    out.set(`${path}|${reason}`, { ...seen, count: seen.count + p.count, lastAt: Math.max(seen.lastAt, p.lastAt) });
  }
  return [...out.values()].map((r) => ({ path: r.path, reason: r.reason, count: r.count, lastAt: new Date(r.lastAt).toISOString() }));
}
