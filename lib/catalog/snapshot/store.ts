import "server-only";
import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import { catalogSnapshots } from "@/lib/platform/db/schema";

// The catalogue snapshots in the database, shared by every instance: one row per list, its JSON
// kept as text, its version a hash of that text. Times are the database's, the clock every
// instance shares.

export type StoredSnapshot = { version: string; refreshedAt: Date; data: string };

export const versionOf = (data: string): string => createHash("sha256").update(data).digest("base64url").slice(0, 22);

export type SnapshotVersion = { version: string; refreshedAt: Date };

/** The version of each named snapshot that exists: the one tiny query an instance re-checks with. */
export async function snapshotVersions(db: Db, names: readonly string[]): Promise<Map<string, SnapshotVersion>> {
  const rows = await db
    .select({ name: catalogSnapshots.name, version: catalogSnapshots.version, refreshedAt: catalogSnapshots.refreshedAt })
    .from(catalogSnapshots)
    .where(inArray(catalogSnapshots.name, [...names]));
  return new Map(rows.map(({ name, ...version }) => [name, version]));
}

export async function readSnapshot(db: Db, name: string): Promise<StoredSnapshot | null> {
  const [row] = await db
    .select({ version: catalogSnapshots.version, refreshedAt: catalogSnapshots.refreshedAt, data: catalogSnapshots.data })
    .from(catalogSnapshots)
    .where(eq(catalogSnapshots.name, name));
  return row ?? null;
}

/** The names among `names` with no snapshot, or one refreshed longer than `maxAgeMs` ago. */
export async function staleSnapshots(db: Db, names: readonly string[], maxAgeMs: number): Promise<string[]> {
  const fresh = await db
    .select({ name: catalogSnapshots.name })
    .from(catalogSnapshots)
    .where(
      and(
        inArray(catalogSnapshots.name, [...names]),
        sql`${catalogSnapshots.refreshedAt} > now() - ${maxAgeMs} * interval '1 millisecond'`,
      ),
    );
  const isFresh = new Set(fresh.map((row) => row.name));
  return names.filter((name) => !isFresh.has(name));
}

/**
 * Stores `data` as the snapshot `name`, refreshed now. The same content only moves the refresh
 * time (no rewrite, and no instance reloads it); new content gets a new version.
 */
export async function writeSnapshot(db: Db, name: string, data: string): Promise<{ version: string; changed: boolean }> {
  const version = versionOf(data);
  const touched = await db
    .update(catalogSnapshots)
    .set({ refreshedAt: sql`now()` })
    .where(and(eq(catalogSnapshots.name, name), eq(catalogSnapshots.version, version)))
    .returning({ name: catalogSnapshots.name });
  if (touched.length > 0) return { version, changed: false };
  await db
    .insert(catalogSnapshots)
    .values({ name, version, data, refreshedAt: sql`now()` })
    .onConflictDoUpdate({ target: catalogSnapshots.name, set: { version, data, refreshedAt: sql`now()` } });
  return { version, changed: true };
}
