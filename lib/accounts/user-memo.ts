// Users read lately, kept in this process. On the embedded database one process owns its data
// folder, so every write to a user passes through this process and forgets the copy first
// (forget()): a kept copy is exactly as fresh as a read would be. On PostgreSQL other instances
// write too: each change to a user's row is announced when it commits, and every instance forgets
// its copy then (account-changes.ts). A read that overlaps a forget is not kept, so a sign-out can
// never be undone by a read that started before it.
import { SealMemo } from "./seal-memo";

export class ReadThroughMemo<T> {
  private generation = 0;
  private readonly memo: SealMemo<T>;

  constructor(maxEntries: number, ttlMs: number) {
    this.memo = new SealMemo<T>(maxEntries, ttlMs);
  }

  /** The kept copy of `key`, else what `load` reads (kept unless a forget ran meanwhile). */
  async read(key: string, now: number, load: () => Promise<T | null>): Promise<T | null> {
    const kept = this.memo.get(key, now);
    if (kept !== undefined) return kept;
    const generation = this.generation;
    const value = await load();
    if (value !== null && generation === this.generation) this.memo.set(key, value, now);
    return value;
  }

  /** Drops the copy of `key`, and keeps no read that is under way. */
  forget(key: string): void {
    this.generation += 1;
    this.memo.delete(key);
  }

  /** Drops every copy, and keeps no read that is under way. */
  forgetAll(): void {
    this.generation += 1;
    this.memo.clear();
  }
}
