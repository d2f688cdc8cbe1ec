import "server-only";
import { env } from "@/lib/platform/env";

// A server-side TTL cache for catalogue reads (companies, tags, logos, rates). Debts, statuses,
// notifications and adhesions must never go through it: they change with every payment.

type Entry = { value: unknown; expiresAt: number };
type Store = { entries: Map<string, Entry>; inflight: Map<string, Promise<unknown>>; generation: number };

/** Keys are bounded by the catalogue plus searches; the cap keeps odd searches from growing memory. */
const MAX_ENTRIES = 1_000;

// Next.js may load this module more than once (route bundles); one cache per process.
const holder = globalThis as typeof globalThis & { __saldoCatalogCache?: Store };
const store = (holder.__saldoCatalogCache ??= { entries: new Map(), inflight: new Map(), generation: 0 });

function remember(key: string, value: unknown, ttlMs: number): void {
  const now = Date.now();
  store.entries.delete(key); // re-inserted last, so Map order is oldest-first
  if (store.entries.size >= MAX_ENTRIES) {
    for (const [k, entry] of store.entries) if (entry.expiresAt <= now) store.entries.delete(k);
    const oldest = store.entries.keys().next();
    if (store.entries.size >= MAX_ENTRIES && !oldest.done) store.entries.delete(oldest.value);
  }
  store.entries.set(key, { value, expiresAt: now + ttlMs });
}

/**
 * The value under `key`, loading it when missing or expired. Concurrent misses share one load
 * (one provider call); a failed load is not remembered, so the next caller tries again.
 */
export function cached<T>(key: string, load: () => Promise<T>, ttlMs: number = env.CATALOG_CACHE_TTL_MS): Promise<T> {
  const hit = store.entries.get(key);
  if (hit && hit.expiresAt > Date.now()) return Promise.resolve(hit.value as T);

  const pending = store.inflight.get(key);
  if (pending) return pending as Promise<T>;

  const generation = store.generation;
  // `.then(load)` runs the load on a later tick, so even a synchronous throw comes back as a rejection.
  const loading: Promise<T> = Promise.resolve()
    .then(load)
    .then((value) => {
      // A clear() while loading means the value may be stale: hand it out, but do not keep it.
      if (generation === store.generation) remember(key, value, ttlMs);
      return value;
    })
    .finally(() => {
      if (store.inflight.get(key) === loading) store.inflight.delete(key);
    });
  store.inflight.set(key, loading);
  return loading;
}

/** Forgets everything (tests, and an operator who knows the catalogue changed). */
export function clearCatalogCache(): void {
  store.entries.clear();
  store.inflight.clear();
  store.generation += 1;
}

/** A stable key from a name and its arguments (undefined arguments are left out). */
export function cacheKey(name: string, args: Record<string, string | number | boolean | undefined> = {}): string {
  const parts = Object.entries(args)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, value]) => `${k}=${encodeURIComponent(String(value))}`);
  return `${name}?${parts.join("&")}`;
}
