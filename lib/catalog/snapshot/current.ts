import "server-only";
import { getDb } from "@/lib/platform/db/client";
import { servicesSnapshot, topUpsSnapshot, type ServiceIndex, type TopUpIndex } from "./lists";
import { SnapshotMirror } from "./mirror";

/** How often a process asks the database whether another instance stored a newer snapshot. */
const CHECK_MS = 2_000;

export const SNAPSHOT_KINDS = [servicesSnapshot, topUpsSnapshot] as const;

// Next.js may load this module more than once (route bundles); one copy per process.
const holder = globalThis as typeof globalThis & { __saldoCatalogMirror?: SnapshotMirror };
export const catalogMirror = (): SnapshotMirror =>
  (holder.__saldoCatalogMirror ??= new SnapshotMirror(getDb, SNAPSHOT_KINDS, CHECK_MS));

/** The bill companies as last refreshed, or null before any instance stored them. */
export const currentServices = (): Promise<ServiceIndex | null> => catalogMirror().get(servicesSnapshot);

/** The top-up companies as last refreshed, or null before any instance stored them. */
export const currentTopUps = (): Promise<TopUpIndex | null> => catalogMirror().get(topUpsSnapshot);

/** What this process answers from, for GET /api/health (null: no snapshot yet, the provider is asked). */
export async function snapshotStatus() {
  const mirror = catalogMirror();
  const [services, topUps] = await Promise.all([currentServices(), currentTopUps()]);
  const describe = (index: { size: number } | null, info: ReturnType<SnapshotMirror["info"]>) =>
    index && info ? { companies: index.size, version: info.version, refreshedAt: info.refreshedAt.toISOString() } : null;
  return { services: describe(services, mirror.info(servicesSnapshot)), topUps: describe(topUps, mirror.info(topUpsSnapshot)) };
}
