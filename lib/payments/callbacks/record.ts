import "server-only";
import type { Db } from "@/lib/platform/db/client";
import { callbacks } from "@/lib/platform/db/schema";
import { truncate, type RawBody } from "@/lib/platform/http/raw-body";
import { visible } from "@/lib/platform/http/text";
import type { CallbackPath, Received } from "./schemas";
import type { Verdict } from "./verify";

// The second step of a callback's way in (handle.ts): it is written down as it arrived, before it
// is answered or applied, so a process that dies right after its answer loses nothing (the
// reconciler applies what it left behind: apply.ts).

type Malformed = Extract<Verdict, { kind: "malformed" }>;
type Accepted = Extract<Verdict, { kind: "accepted" }>;

/** The provider's credentials on a body we cannot use: kept (printable, cut short) for the operator. */
export async function recordMalformed(db: Db, path: CallbackPath, body: RawBody, verdict: Malformed): Promise<void> {
  await db.insert(callbacks).values({
    path, rawBody: visible(truncate(body.text)), verified: verdict.proven, outcome: "malformed", detail: verdict.detail,
    externalPaymentId: verdict.externalPaymentId,
  });
}

/**
 * A result to apply, stored as received (the exact bytes), and handed on with the data verify.ts
 * already parsed: applying it never reads the stored text back.
 */
export async function recordReceived(db: Db, path: CallbackPath, body: RawBody, { data, proven }: Accepted): Promise<Received | null> {
  const [stored] = await db
    .insert(callbacks)
    .values({
      path, rawBody: body.text, verified: proven, outcome: "received",
      externalPaymentId: data.externalPaymentId, providerOperationId: data.operationId ?? null, status: data.status,
    })
    .returning({ id: callbacks.id });
  return stored ? { id: stored.id, path, proven, data } : null;
}
