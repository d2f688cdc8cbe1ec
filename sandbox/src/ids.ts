import { createHash, randomUUID } from "node:crypto";

export const uuid = (): string => randomUUID();

/** A stable number in [0, 1) derived from a string: deterministic "randomness" for test data. */
export function unitHash(seed: string): number {
  return createHash("sha256").update(seed).digest().readUInt32BE(0) / 2 ** 32;
}

/** Rounds to the currency's minor unit (CLP has none). */
export function roundMoney(amount: number, currency: string): number {
  const digits = currency === "CLP" ? 0 : 2;
  const factor = 10 ** digits;
  return Math.round(amount * factor) / factor;
}
