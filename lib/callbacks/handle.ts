import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { AppError, fieldErrors, toErrorResponse } from "@/lib/api/errors";
import { visible } from "@/lib/api/text";
import { getDb } from "@/lib/db/client";
import { callbacks } from "@/lib/db/schema";
import { answering, enqueue } from "./applier";
import { checkCallback } from "./check";
import { readRawBody, truncate } from "@/lib/api/raw-body";
import { countRefusal } from "./refusals";
import type { CallbackPath } from "./schemas";

const refused = () => new AppError("UNAUTHENTICATED", "The callback's credentials are not valid.");

/**
 * The handler of one callback path. Not behind route(): the provider is cross-site by nature.
 * A refusal is counted and answered 401; a malformed body from the provider is kept for the
 * operator and answered 400; a result is stored, answered 200 at once, and applied right after.
 */
export function callbackEndpoint(path: CallbackPath) {
  return (request: NextRequest): Promise<Response> => answering(async () => {
    try {
      const body = await readRawBody(request);
      const verdict = checkCallback(request.headers, path, body);
      if (verdict.kind === "refused") {
        countRefusal(path, verdict.reason);
        throw refused();
      }
      const db = await getDb();
      if (verdict.kind === "malformed") {
        await db.insert(callbacks).values({
          path, rawBody: visible(truncate(body.text)), verified: verdict.proven, outcome: "malformed", detail: verdict.detail,
          externalPaymentId: verdict.externalPaymentId,
        });
        const details = verdict.error ? fieldErrors(verdict.error) : undefined;
        throw new AppError("INVALID_INPUT", `The callback body is not valid: ${verdict.detail}.`, details);
      }
      const { data, proven } = verdict;
      const [stored] = await db
        .insert(callbacks)
        .values({
          path, rawBody: body.text, verified: proven, outcome: "received",
          externalPaymentId: data.externalPaymentId, providerOperationId: data.operationId ?? null, status: data.status,
        })
        .returning({ id: callbacks.id });
      if (stored) enqueue(stored.id);
      return NextResponse.json({ status: "Confirm" });
    } catch (error) {
      return toErrorResponse(error);
    }
  });
}
