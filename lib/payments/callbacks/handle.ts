import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { AppError, fieldErrors, toErrorResponse } from "@/lib/platform/http/errors";
import { env } from "@/lib/platform/env";
import { getDb } from "@/lib/platform/db/client";
import { readRawBody } from "@/lib/platform/http/raw-body";
import { answering, enqueue } from "./applier";
import { recordMalformed, recordReceived } from "./record";
import { countRefusal } from "./refusals";
import type { CallbackPath } from "./schemas";
import { verifyCallback, type CallbackSecrets } from "./verify";

const secrets = (): CallbackSecrets => ({
  apiKey: env.CALLBACK_API_KEY, token: env.CALLBACK_TOKEN, hashSecret: env.CALLBACK_HASH_SECRET,
});

const refused = () => new AppError("UNAUTHENTICATED", "The callback's credentials are not valid.");

/**
 * The handler of one callback path. Not behind route(): the provider is cross-site by nature.
 * A refusal is counted and answered 401; a malformed body from the provider is kept for the
 * operator and answered 400; a result is stored, answered 200 at once, and applied right after.
 * The pipeline: verify (pure) → record once → the applier settles it and records the outcome.
 */
export function callbackEndpoint(path: CallbackPath) {
  return (request: NextRequest): Promise<Response> => answering(async () => {
    try {
      const body = await readRawBody(request);
      const verdict = verifyCallback(request.headers, path, body, secrets());
      if (verdict.kind === "refused") {
        countRefusal(path, verdict.reason);
        throw refused();
      }
      const db = await getDb();
      if (verdict.kind === "malformed") {
        await recordMalformed(db, path, body, verdict);
        const details = verdict.error ? fieldErrors(verdict.error) : undefined;
        throw new AppError("INVALID_INPUT", `The callback body is not valid: ${verdict.detail}.`, details);
      }
      const id = await recordReceived(db, path, body, verdict);
      if (id !== null) {
        const { data, proven } = verdict;
        enqueue(id, data.externalPaymentId, { path, proven, status: data.status, providerOperationId: data.operationId ?? null });
      }
      return NextResponse.json({ status: "Confirm" });
    } catch (error) {
      return toErrorResponse(error);
    }
  });
}
