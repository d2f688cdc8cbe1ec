import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { ZodError } from "zod";
import type { RawBody } from "@/lib/platform/http/raw-body";
import { controlCharacterIn } from "@/lib/platform/http/text";
import { CALLBACK_ROUTES, type CallbackBody, type CallbackPath } from "./schemas";

// The first step of a callback's way in (handle.ts), and a pure one: what a request is worth,
// decided from its headers and bytes alone, before anything is written. The body is parsed here,
// once; what is accepted travels on as parsed data.

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

export type CallbackSecrets = { apiKey: string; token: string; hashSecret?: string };

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

/**
 * What a callback is worth, decided before anything is written:
 * - refused: wrong credentials or hash; counted, never stored (a stranger's flood costs nothing);
 * - malformed: the provider's credentials on a body we cannot use; stored for the operator;
 * - accepted: a result to apply. `proven` when its HMAC hash verified; otherwise it is a hint
 *   that a status read must confirm before it changes anything.
 */
export type Verdict =
  | { kind: "refused"; reason: RefusalReason }
  | { kind: "malformed"; detail: string; proven: boolean; error?: ZodError; externalPaymentId: string | null }
  | { kind: "accepted"; data: CallbackBody; proven: boolean };

export type RefusalReason = "credentials" | "hash";

const topLevel = (json: unknown, key: string): unknown =>
  json && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, unknown>)[key] : undefined;

/** The payment a body claims to be about, kept with a malformed body so an operator can investigate. */
function paymentIdOf(json: unknown): string | null {
  const id = topLevel(json, "externalPaymentId");
  return typeof id === "string" && !controlCharacterIn(id) ? id.slice(0, 200) : null;
}

/**
 * What a callback's body is worth, once its headers carried the provider's credentials
 * (`credentialsMatch`, checked before a byte of the body is read).
 */
export function verifyBody(path: CallbackPath, body: RawBody, secrets: CallbackSecrets): Verdict {
  const { hashSecret } = secrets;
  const malformed = (detail: string, json?: unknown, error?: ZodError): Verdict => ({
    kind: "malformed", detail, proven: false, error, externalPaymentId: paymentIdOf(json),
  });
  if (body.tooLarge) return malformed("body larger than the limit");
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    return malformed("body is not JSON");
  }
  // With a hash secret, a body whose hash does not verify is a forgery, whatever it says.
  if (hashSecret && !bodyHashMatches(body.text, topLevel(json, "hash"), hashSecret)) {
    return { kind: "refused", reason: "hash" };
  }
  const parsed = CALLBACK_ROUTES[path].schema.safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join(".") || "body").join(", ");
    // Signed by the provider, yet not a shape we know: worth keeping whole for the operator.
    return { ...malformed(`invalid fields: ${fields}`.slice(0, 500), json, parsed.error), proven: Boolean(hashSecret) } as Verdict;
  }
  return { kind: "accepted", data: parsed.data, proven: Boolean(hashSecret) };
}
