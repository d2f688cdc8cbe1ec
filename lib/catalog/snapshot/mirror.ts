import "server-only";
import type { Db } from "@/lib/platform/db/client";
import { log } from "@/lib/platform/log";
import { readSnapshot, snapshotVersions } from "./store";

// Each process keeps the catalogue snapshots in memory, keyed by their version, and answers from
// there. At most every `checkMs` one tiny query compares versions with the database, so another
// instance's refresh reaches this one within seconds; a request never waits for that check unless
// the process has nothing loaded yet.

/** A list kept as a snapshot: its row name, and how its stored JSON becomes what is searched. */
export type SnapshotKind<T> = { name: string; build(data: unknown): T };

type Loaded = { version: string; refreshedAt: Date; value: unknown };

export class SnapshotMirror {
  private readonly loaded = new Map<string, Loaded>();
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly db: () => Promise<Db>,
    private readonly kinds: readonly SnapshotKind<unknown>[],
    private readonly checkMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The list as last loaded, or null when no instance has stored one yet. */
  async get<T>(kind: SnapshotKind<T>): Promise<T | null> {
    if (this.now() - this.checkedAt >= this.checkMs) {
      const check = this.revalidate();
      if (!this.loaded.has(kind.name)) await check;
    }
    const entry = this.loaded.get(kind.name);
    return entry ? (entry.value as T) : null;
  }

  /** When the list in memory was refreshed, and its version (null: nothing loaded). */
  info(kind: SnapshotKind<unknown>): { version: string; refreshedAt: Date } | null {
    const entry = this.loaded.get(kind.name);
    return entry ? { version: entry.version, refreshedAt: entry.refreshedAt } : null;
  }

  /** The next read compares versions again (after this process stored a snapshot). */
  invalidate(): void {
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  /** One check at a time; callers share it. A failed check keeps what is loaded. */
  private revalidate(): Promise<void> {
    this.checking ??= this.check()
      .catch((error: unknown) => log.warn({ err: error }, "catalogue snapshot: version check failed"))
      .finally(() => {
        this.checking = null;
      });
    return this.checking;
  }

  private async check(): Promise<void> {
    this.checkedAt = this.now();
    const db = await this.db();
    const versions = await snapshotVersions(db, this.kinds.map((k) => k.name));
    for (const kind of this.kinds) {
      const stored = versions.get(kind.name);
      const loaded = this.loaded.get(kind.name);
      if (stored === undefined) continue;
      if (loaded?.version === stored.version) {
        loaded.refreshedAt = stored.refreshedAt; // refreshed, same content: nothing to reload
        continue;
      }
      const row = await readSnapshot(db, kind.name);
      if (!row) continue;
      this.loaded.set(kind.name, { version: row.version, refreshedAt: row.refreshedAt, value: kind.build(JSON.parse(row.data)) });
    }
  }
}
