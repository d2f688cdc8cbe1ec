import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { User } from "@/lib/accounts/users";
import { operationKey, subscribe } from "@/lib/payments/live/bus";
import { toOperationView, type OperationView } from "@/lib/payments/view";
import { getDb } from "@/lib/platform/db/client";
import { operations } from "@/lib/platform/db/schema";
import { NO_STORE } from "@/lib/platform/http/cache";
import { eventStream, type EventSink, type StreamBody } from "@/lib/platform/http/sse";
import { takeStreamSlot } from "@/lib/platform/http/stream-slots";
import { isNewer, liveDone, liveVersion } from "@/lib/rules/live";
import { operationForReceipt } from "./receipt";

// The streams behind live status: each notice (ids only) is answered by reading the row again, so
// what a page gets is exactly what GET /api/operations/{id} would answer at that moment.

/** Runs `read` once at a time, in order: two notices close together never send out of order. */
function serial(read: () => Promise<void>, sink: EventSink) {
  let chain = Promise.resolve();
  return () => {
    chain = chain.then(read).catch(() => sink.close());
  };
}

/** A stream of the user's, holding one of their places (429 when all are held) until it ends. */
async function userStream(signal: AbortSignal, user: User, body: StreamBody): Promise<Response> {
  const release = await takeStreamSlot(user.id);
  return eventStream(signal, body, release);
}

/**
 * One of the user's operations as it changes (404 before any stream for another's or an unknown
 * one). Sends the operation at once unless the client already has this version (`known`, from
 * Last-Event-ID or ?since=), then each newer one; ends once nothing more will change. 204 when the
 * client already has the last version there will be (an EventSource then stops); 429 when the
 * user holds as many streams as they may.
 */
export async function followOperation(signal: AbortSignal, user: User, id: string, known: string | null): Promise<Response> {
  const first = await operationForReceipt(user, id);
  if (liveDone(first) && known === liveVersion(first)) return new Response(null, { status: 204, headers: NO_STORE });
  return userStream(signal, user, async (sink) => {
    let sent = known;
    const check = serial(async () => {
      const op = await operationForReceipt(user, first.id);
      const version = liveVersion(op);
      if (isNewer(version, sent)) {
        sink.send("operation", { operation: op }, version);
        sent = version;
      }
      if (liveDone(op)) sink.close();
    }, sink);
    const unsubscribe = await subscribe([operationKey(first.id)], check);
    check();
    return unsubscribe;
  });
}

const rowsOf = async (userId: string, ids: string[]): Promise<OperationView[]> =>
  (await (await getDb()).select().from(operations).where(and(eq(operations.userId, userId), inArray(operations.id, ids)))).map((row) =>
    toOperationView(row),
  );

/**
 * A page's rows (home, history) as they change: the user's own among `follow` (others are not
 * followed), each sent when newer than the version the page shows; ends when all are final.
 */
export async function followOperations(signal: AbortSignal, user: User, follow: { id: string; version: string | null }[]): Promise<Response> {
  const known = new Map(follow.map((f) => [f.id, f.version]));
  const own = await rowsOf(user.id, [...known.keys()]);
  if (own.length === 0 || own.every((op) => liveDone(op) && known.get(op.id) === liveVersion(op))) {
    return new Response(null, { status: 204, headers: NO_STORE });
  }
  const ids = own.map((op) => op.id);
  return userStream(signal, user, async (sink) => {
    const check = serial(async () => {
      const rows = await rowsOf(user.id, ids);
      for (const op of rows) {
        const version = liveVersion(op);
        if (!isNewer(version, known.get(op.id))) continue;
        sink.send("operation", { operation: op });
        known.set(op.id, version);
      }
      if (rows.every((op) => liveDone(op))) sink.close();
    }, sink);
    const unsubscribe = await subscribe(ids.map(operationKey), check);
    check();
    return unsubscribe;
  });
}
