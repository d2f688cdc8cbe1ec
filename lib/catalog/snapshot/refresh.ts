import "server-only";
import { randomUUID } from "node:crypto";
import { env } from "@/lib/platform/env";
import { getDb, type Db } from "@/lib/platform/db/client";
import { holdLease } from "@/lib/platform/db/lease";
import { log } from "@/lib/platform/log";
import { catalogMirror, SNAPSHOT_KINDS } from "./current";
import { servicesSnapshot, topUpsSnapshot } from "./lists";
import { readServiceListings, readTopUpCompanies } from "./read";
import { staleSnapshots, writeSnapshot } from "./store";

// The snapshot is refreshed in the background: at start when it is missing or stale, then
// whenever it is older than CATALOG_REFRESH_MS, by one instance at a time (a lease). A failed read
// keeps the previous snapshot, and is tried again on the next tick.

const LEASE = "catalog-refresh";
/** Longer than any refresh takes (a few provider reads, each bounded by PROVIDER_TIMEOUT_MS). */
const LEASE_MS = 120_000;

export type Readers = Record<string, () => Promise<{ companies: unknown[] }>>;

const READERS: Readers = {
  [servicesSnapshot.name]: async () => ({ companies: await readServiceListings() }),
  [topUpsSnapshot.name]: async () => ({ companies: await readTopUpCompanies() }),
};

/**
 * Reads each named list from the provider and stores it; one failing list leaves the others be.
 * An empty list is taken for a glitch, never for a catalogue: it is not stored.
 */
export async function refreshSnapshots(db: Db, names: readonly string[], readers: Readers = READERS): Promise<string[]> {
  const stored: string[] = [];
  for (const name of names) {
    const read = readers[name];
    if (!read) continue;
    try {
      const list = await read();
      if (list.companies.length === 0) throw new Error("the provider listed no companies");
      const { version, changed } = await writeSnapshot(db, name, JSON.stringify(list));
      stored.push(name);
      if (changed) log.info({ snapshot: name, version }, "catalogue snapshot refreshed");
    } catch (error) {
      log.warn({ err: error, snapshot: name }, "catalogue refresh failed: the previous snapshot stays");
    }
  }
  return stored;
}

/** One tick: refreshes what is missing or older than `everyMs`, if this instance takes the lease. */
export async function refreshIfDue(holder: string, everyMs: number = env.CATALOG_REFRESH_MS): Promise<string[]> {
  const db = await getDb();
  const due = await staleSnapshots(db, SNAPSHOT_KINDS.map((k) => k.name), everyMs);
  if (due.length === 0 || !(await holdLease(db, LEASE, holder, LEASE_MS))) return [];
  const stored = await refreshSnapshots(db, due);
  if (stored.length > 0) catalogMirror().invalidate();
  return stored;
}

const timers = globalThis as typeof globalThis & { __saldoCatalogRefresh?: ReturnType<typeof setInterval> };

/**
 * Starts the refresh: a tick now, then every fifth of CATALOG_REFRESH_MS (between 1 s and 1 min),
 * so a stale snapshot is noticed soon wherever it is. Ticks never overlap; the timer keeps no
 * process alive.
 */
export function startCatalogRefresh(): void {
  if (timers.__saldoCatalogRefresh) return;
  const id = randomUUID();
  const tickMs = Math.min(Math.max(Math.round(env.CATALOG_REFRESH_MS / 5), 1_000), 60_000);
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    refreshIfDue(id)
      .catch((error: unknown) => log.warn({ err: error }, "catalogue refresh: tick failed"))
      .finally(() => {
        running = false;
      });
  };
  timers.__saldoCatalogRefresh = setInterval(tick, tickMs);
  timers.__saldoCatalogRefresh.unref();
  tick();
}
