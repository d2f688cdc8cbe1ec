import "server-only";
import type { NextRequest } from "next/server";
import { AppError } from "@/lib/api/errors";
import type { Db } from "@/lib/db/client";
import { callbacks } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { truncate, type RawBody } from "./raw-body";
import { CALLBACK_ROUTES, type CallbackBody, type CallbackPath } from "./schemas";
import { bodyHashMatches, credentialsMatch } from "./verify";
import { log } from "@/lib/log";

type Stored = typeof callbacks.$inferInsert;

export async function store(db: Db, row: Omit<Stored, "id" | "receivedAt">): Promise<number> {
  const [saved] = await db.insert(callbacks).values(row).returning({ id: callbacks.id });
  if (!saved) throw new Error("callback row not stored");
  return saved.id;
}

const refused = () => new AppError("UNAUTHENTICATED", "The callback's credentials are not valid.");

const topLevel = (json: unknown, key: string): unknown =>
  json && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, unknown>)[key] : undefined;

/** The payment a body claims to be about, kept even when unverified so an operator can investigate. */
function paymentIdOf(json: unknown): string | null {
  const id = topLevel(json, "externalPaymentId");
  return typeof id === "string" ? id.slice(0, 200) : null;
}

function claimedPaymentId(text: string): string | null {
  try {
    return paymentIdOf(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * Checks a callback before anything trusts it, storing every refusal. Returns the parsed body, or
 * throws the error to answer (401 refused, 400 malformed) once the attempt is on record.
 */
export async function verifiedBody(db: Db, request: NextRequest, path: CallbackPath, body: RawBody): Promise<CallbackBody> {
  const secrets = { apiKey: env.CALLBACK_API_KEY, token: env.CALLBACK_TOKEN };
  if (!credentialsMatch(request.headers, secrets)) {
    await store(db, {
      path, rawBody: truncate(body.text), verified: false, outcome: "refused", detail: "x-api-key or x-authorization-token missing or wrong",
      externalPaymentId: claimedPaymentId(body.text),
    });
    log.warn({ path }, "callback refused: bad credentials");
    throw refused();
  }
  // Without a hash secret the headers are all there is to check; with one, nothing is verified
  // until the hash is, and a body that cannot be parsed cannot have its hash checked.
  const hashSecret = env.CALLBACK_HASH_SECRET;
  const malformed = async (detail: string) => {
    const ok = !hashSecret;
    await store(db, { path, rawBody: ok ? body.text : truncate(body.text), verified: ok, outcome: "malformed", detail });
  };

  if (body.tooLarge) {
    await malformed("body larger than the limit");
    throw new AppError("INVALID_INPUT", "The callback body is too large.");
  }
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    await malformed("body is not JSON");
    throw new AppError("INVALID_INPUT", "The callback body must be JSON.");
  }
  if (hashSecret && !bodyHashMatches(body.text, topLevel(json, "hash"), hashSecret)) {
    await store(db, {
      path, rawBody: truncate(body.text), verified: false, outcome: "refused", detail: "hash missing or does not match the body",
      externalPaymentId: paymentIdOf(json),
    });
    log.warn({ path }, "callback refused: bad hash");
    throw refused();
  }

  const parsed = CALLBACK_ROUTES[path].schema.safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join(".") || "body").join(", ");
    await store(db, {
      path, rawBody: body.text, verified: true, outcome: "malformed", detail: `invalid fields: ${fields}`.slice(0, 500),
      externalPaymentId: paymentIdOf(json),
    });
    throw parsed.error;
  }
  return parsed.data;
}
