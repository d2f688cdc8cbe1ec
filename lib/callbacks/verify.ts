import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * Compares a received secret with the expected one in constant time. Both sides are hashed first,
 * so a value of the wrong length takes the same path as a wrong value of the right length.
 */
export function secretMatches(received: string | null | undefined, expected: string): boolean {
  // Always run the comparison, even for a missing value, so timing says nothing about why it failed.
  const same = timingSafeEqual(sha256(received ?? ""), sha256(expected));
  return same && received != null && expected !== "";
}

export type CallbackSecrets = { apiKey: string; token: string };

/** The provider's callback credentials: `x-api-key` and `x-authorization-token`. */
export function credentialsMatch(headers: Headers, secrets: CallbackSecrets): boolean {
  const key = secretMatches(headers.get("x-api-key"), secrets.apiKey);
  const token = secretMatches(headers.get("x-authorization-token"), secrets.token);
  return key && token;
}

const HEX_64 = /^[0-9a-fA-F]{64}$/;

/**
 * Checks the body's `hash`: the provider took the HMAC-SHA256 (hex) of the exact bytes it sent
 * with the hash blanked to `""`. So the value is blanked in the RAW text, never in re-serialised
 * JSON (key order, spacing and number formats would differ), and the HMAC compared in constant time.
 * `claimed` is the top-level `hash` of the parsed body; missing, null or not hex is refused.
 */
export function bodyHashMatches(raw: string, claimed: unknown, secret: string): boolean {
  if (typeof claimed !== "string" || !HEX_64.test(claimed)) return false;
  // Safe to put in a pattern: it was just checked to be hex.
  const field = new RegExp(`("hash"\\s*:\\s*")${claimed}(")`, "g");
  const occurrences = raw.match(field)?.length ?? 0;
  // The same hex twice would make it ambiguous which one was signed: refuse rather than guess.
  if (occurrences !== 1) return false;
  const blanked = raw.replace(field, "$1$2");
  const expected = createHmac("sha256", secret).update(blanked, "utf8").digest("hex");
  return secretMatches(claimed.toLowerCase(), expected);
}
