import "server-only";
import type { Db } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { groupWriter, type GroupWriter } from "@/lib/platform/db/group-commit";
import { callbacks } from "@/lib/platform/db/schema";
import { truncate, type RawBody } from "@/lib/platform/http/raw-body";
import { visible } from "@/lib/platform/http/text";
import type { CallbackPath, Received } from "./schemas";
import type { Verdict } from "./verify";

// The second step of a callback's way in (handle.ts): it is written down as it arrived, before it
// is answered or applied (several at once when they arrive together), so a process that dies right after its answer loses nothing (the
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

type NewCallback = typeof callbacks.$inferInsert;

// Next.js may load this module more than once (one copy per callback route): one writer per process.
const holder = globalThis as typeof globalThis & { __saldoCallbackWriters?: WeakMap<Db, GroupWriter<NewCallback, number>> };
const writers = (holder.__saldoCallbackWriters ??= new WeakMap());

/**
 * Callbacks arriving together are stored by one insert (lib/platform/db/group-commit.ts): one
 * commit for the lot, each answered once it holds its row. The ids a multi-row insert draws from
 * its sequence rise in the rows' order, so sorted they match the rows.
 */
function writer(db: Db): GroupWriter<NewCallback, number> {
  let own = writers.get(db);
  if (!own) {
    own = groupWriter<NewCallback, number>(
      async (rows) => {
        const stored = await db.insert(callbacks).values(rows).returning({ id: callbacks.id });
        return stored.map((row) => row.id).sort((a, b) => a - b);
      },
      // A PostgreSQL server commits two groups at once; the embedded database has one connection.
      { maxBatch: 200, parallel: () => (env.DATABASE_URL ? 2 : 1) },
    );
    writers.set(db, own);
  }
  return own;
}

/**
 * A result to apply, stored as received (the exact bytes), and handed on with the data verify.ts
 * already parsed: applying it never reads the stored text back.
 */
export async function recordReceived(db: Db, path: CallbackPath, body: RawBody, { data, proven }: Accepted): Promise<Received> {
  const id = await writer(db).add({
    path, rawBody: body.text, verified: proven, outcome: "received",
    externalPaymentId: data.externalPaymentId, providerOperationId: data.operationId ?? null, status: data.status,
  });
  return { id, path, proven, data };
}
