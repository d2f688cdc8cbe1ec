import { createHash } from "node:crypto";

/**
 * A UUID that looks like v4 but is derived from `seed`, so modality ids survive restarts and
 * can be hard-coded in tests and in stored adhesions.
 */
export function deterministicUuid(seed: string): string {
  const hex = createHash("sha1").update(seed).digest("hex").slice(0, 32).split("");
  hex[12] = "4";
  // RFC 4122 variant: the high bits of clock_seq_hi are 10xx.
  hex[16] = ((parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** Stable bucket in [0, buckets) for `seed`; used where data needs variety without randomness. */
export function stableBucket(seed: string, buckets: number): number {
  const head = createHash("sha1").update(seed).digest().readUInt32BE(0);
  return head % buckets;
}
