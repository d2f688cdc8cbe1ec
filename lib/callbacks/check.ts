import "server-only";
import type { ZodError } from "zod";
import { controlCharacterIn } from "@/lib/api/text";
import { env } from "@/lib/env";
import type { RawBody } from "@/lib/api/raw-body";
import { CALLBACK_ROUTES, type CallbackBody, type CallbackPath } from "./schemas";
import { bodyHashMatches, credentialsMatch } from "./verify";

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

/** Parses a stored or received body into the path's shape. */
export function parseCallback(path: CallbackPath, text: string) {
  return CALLBACK_ROUTES[path].schema.safeParse(JSON.parse(text));
}

export function checkCallback(headers: Headers, path: CallbackPath, body: RawBody): Verdict {
  if (!credentialsMatch(headers, { apiKey: env.CALLBACK_API_KEY, token: env.CALLBACK_TOKEN })) {
    return { kind: "refused", reason: "credentials" };
  }
  const hashSecret = env.CALLBACK_HASH_SECRET;
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
