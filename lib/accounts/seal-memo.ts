// A small, bounded in-process memo keyed by a sealed cookie's exact text. Unsealing is a pure
// function of that text (under one password), so remembering its plaintext changes nothing that a
// request may do: each request still runs every check on it (idle and absolute expiry, the user's
// session version). Only cookies that unsealed are kept, so forged ones cannot crowd real ones out.

type Entry<T> = { value: T; until: number };

export class SealMemo<T> {
  private entries = new Map<string, Entry<T>>();

  constructor(
    readonly maxEntries: number,
    readonly ttlMs: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value kept for `key`, while it lives. */
  get(key: string, now: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps `value` for ttlMs, never past `notAfter`; the oldest entries go first when full. */
  set(key: string, value: T, now: number, notAfter = Number.POSITIVE_INFINITY): void {
    const until = Math.min(now + this.ttlMs, notAfter);
    if (!(until > now)) return;
    this.entries.delete(key); // re-inserted last: Map order is oldest first
    // Entries share one lifetime, so the oldest is (about) the first to expire anyway.
    for (const k of this.entries.keys()) {
      if (this.entries.size < this.maxEntries) break;
      this.entries.delete(k);
    }
    this.entries.set(key, { value, until });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * When an iron seal stops being accepted (its own expiry, in ms, covered by its MAC), or NaN when
 * the text has none: `Fe26.2*id*salt*iv*data*expiration*hmacSalt*hmac`, with iron-session's `~2`.
 */
export function sealExpiry(sealed: string): number {
  const [seal = ""] = sealed.split("~");
  const expiration = seal.split("*")[5];
  return expiration ? Number(expiration) : Number.NaN;
}
