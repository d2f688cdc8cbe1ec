import "server-only";
import { hash, parseOptions, verify, type Algorithm, type Options } from "@node-rs/argon2";

// The package declares Algorithm as a const enum, which isolatedModules cannot read; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane. */
export const HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} satisfies Options;

/**
 * A hash of a random secret nobody knows, with the same parameters as real hashes. Checking a
 * password against it costs what a real check costs, so an unknown email answers as slowly as a
 * known one. A unit test keeps its parameters equal to HASH_OPTIONS.
 */
export const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$BHQZTB9mT2WSHRMq1u0tAA$VF4K1e+R5P+U7YMPGRH0ib7OgaP/nHpvWkcXZjDPlM0";

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

/** False for a wrong password and for a hash that cannot be read (never throws on bad input). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spends the time of one verification and answers false: the path for an email with no account. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(DUMMY_HASH, password);
  return false;
}

/** True when a stored hash was made with other parameters than today's (rehash at next sign-in). */
export function needsRehash(passwordHash: string): boolean {
  try {
    const o = parseOptions(passwordHash);
    return (
      o.algorithm !== HASH_OPTIONS.algorithm ||
      o.memoryCost !== HASH_OPTIONS.memoryCost ||
      o.timeCost !== HASH_OPTIONS.timeCost ||
      o.parallelism !== HASH_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}
