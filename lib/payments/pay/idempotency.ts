import "server-only";
import { createHash } from "node:crypto";
import { AppError } from "@/lib/platform/http/errors";

const KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** The checkout attempt's key, made by the page: one per attempt, reused on every retry of it. */
export function idempotencyKey(headers: Headers): string {
  const key = headers.get("idempotency-key")?.trim();
  if (!key || !KEY.test(key)) {
    throw new AppError(
      "IDEMPOTENCY_KEY_REQUIRED",
      "Send an Idempotency-Key header (8 to 128 letters, digits, - or _), the same one on every retry of this payment.",
    );
  }
  return key;
}

/** JSON with object keys sorted at every level, so the same request always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

/** What a key is bound to: the kind of payment and its validated body. */
export function requestHash(kind: string, body: unknown): string {
  return createHash("sha256").update(canonicalJson({ kind, body })).digest("hex");
}
