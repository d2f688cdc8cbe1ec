import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { AppError, fieldErrors, toErrorResponse } from "@/lib/platform/http/errors";
import { env } from "@/lib/platform/env";
import { getDb } from "@/lib/platform/db/client";
import { readRawBody } from "@/lib/platform/http/raw-body";
import { applySoon } from "./apply";
import { answering } from "./queue";
import { recordMalformed, recordReceived } from "./record";
import { countRefusal } from "./refusals";
import type { CallbackPath } from "./schemas";
import { credentialsMatch, verifyBody, type CallbackSecrets, type RefusalReason } from "./verify";

// A callback's way in, walked once (docs/callbacks.md): verify → record → apply.

const secrets = (): CallbackSecrets => ({
  apiKey: env.CALLBACK_API_KEY, token: env.CALLBACK_TOKEN, hashSecret: env.CALLBACK_HASH_SECRET,
});

/** The handler of one callback path. Not behind route(): the provider is cross-site by nature. */
export function callbackEndpoint(path: CallbackPath) {
  return (request: NextRequest): Promise<Response> => answering(() => receive(path, request));
}

/** Counts a refusal (never stored: a stranger's flood costs nothing) and answers 401. */
function refuse(path: CallbackPath, reason: RefusalReason): never {
  countRefusal(path, reason);
  throw new AppError("UNAUTHENTICATED", "The callback's credentials are not valid.");
}

/**
 * One callback: verified from its headers and bytes, its body parsed once; recorded before
 * anything is applied; answered, then applied off the request with the data already parsed.
 * A refusal is only counted (401); a body the provider sent but we cannot use is kept for the
 * operator (400).
 */
async function receive(path: CallbackPath, request: NextRequest): Promise<Response> {
  try {
    // 1. Verify: the credentials in constant time, from the headers alone, so a stranger's body is
    //    never read; then the hash over the raw bytes, then the shape.
    if (!credentialsMatch(request.headers, secrets())) refuse(path, "credentials");
    const body = await readRawBody(request);
    const verdict = verifyBody(path, body, secrets());
    if (verdict.kind === "refused") refuse(path, verdict.reason);
    const db = await getDb();
    if (verdict.kind === "malformed") {
      await recordMalformed(db, path, body, verdict);
      const details = verdict.error ? fieldErrors(verdict.error) : undefined;
      throw new AppError("INVALID_INPUT", `The callback body is not valid: ${verdict.detail}.`, details);
    }
    // 2. Record: the exact bytes, so a crash after the answer leaves it for the reconciler.
    //    Answered once the commit holding its row is done (several arriving together share one).
    const received = await recordReceived(db, path, body, verdict);
    // 3. Apply: queued behind its payment's earlier callbacks, carrying the parsed body.
    applySoon(received);
    return NextResponse.json({ status: "Confirm" });
  } catch (error) {
    return toErrorResponse(error);
  }
}
