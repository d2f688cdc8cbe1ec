// Live status: an operation's changes pushed to its owner as Server-Sent Events, on the embedded
// database and on PostgreSQL (pg_notify on commit, one listener per instance, the row read again).
import { afterEach, describe, expect, inject, it } from "vitest";
import { sandboxControl, signedUpUser, type ApiClient } from "../support/api-client";
import { billResult, deliver, paidBill, signed, waitingBill } from "../support/callback-helpers";
import { NO_FAULTS, getOperation, waitForOperation } from "../support/payment-helpers";
import { openStream, operationOf, type SseStream } from "../support/sse-client";
import { routeServers } from "../support/route-servers";

const appUrl = routeServers().appUrl;
const version = (op: object) => String(Date.parse((op as { updatedAt: string }).updatedAt));
const streams: SseStream[] = [];
const live = async () => ((await (await fetch(`${appUrl}/api/health`)).json()) as { live: { listener: string; streams: number } }).live;

async function follow(user: ApiClient | null, path: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const stream = await openStream(`${appUrl}${path}`, { ...(user ? { cookie: user.cookieHeader(), "x-forwarded-for": user.address } : {}), ...headers });
  streams.push(stream);
  return stream;
}

afterEach(async () => {
  streams.splice(0).forEach((s) => s.close());
  await sandboxControl("/faults", NO_FAULTS);
});

describe("an operation's event stream", () => {
  it("sends the current state at once, then the confirmed state when a callback settles it", async () => {
    const { user, op } = await waitingBill("live");
    // A client that accepts compression: events must still not be compressed (and so held back).
    const stream = await follow(user, `/api/operations/${op.id}/events`, { "accept-encoding": "br, gzip" });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(stream.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(stream.headers.get("content-encoding")).toBeNull();

    const first = await stream.next();
    expect(first?.event).toBe("operation");
    expect(operationOf(first)).toMatchObject({ id: op.id, status: "processing" });
    expect(first?.id).toBe(version(operationOf(first)!));
    // The instance's listener is up and reported by /api/health.
    expect(await live()).toEqual({ listener: "listening", streams: 1 });

    const sent = Date.now();
    await deliver("/confirm-payment", signed(billResult(op, "confirmed")));
    const confirmed = await stream.next(5_000);
    expect(operationOf(confirmed)).toMatchObject({ id: op.id, status: "confirmed", receipt: null });
    // The same JSON as GET /api/operations/{id}, timeline included.
    expect(operationOf(confirmed)).toEqual(await getOperation(user, op.id));
    console.info(`live status (${inject("dbKind")}): callback answered → event in ${confirmed!.at - sent} ms (includes waiting for it to be applied)`);

    // Status reads work again: the reconciler reads the receipt, which is pushed too; then the stream ends.
    await sandboxControl("/faults", NO_FAULTS);
    // (Other changes to the row, such as the provider's ids recorded, may come first: each is a new version.)
    let withReceipt = await stream.next(15_000);
    while (withReceipt && operationOf(withReceipt)?.receipt === null) {
      expect(operationOf(withReceipt)).toMatchObject({ status: "confirmed" });
      withReceipt = await stream.next(15_000);
    }
    expect(operationOf(withReceipt)).toMatchObject({ status: "confirmed", receipt: expect.objectContaining({ ticket: expect.anything() }) });
    await stream.ended;
    expect(await stream.next(100)).toBeNull();
    await expect.poll(async () => (await live()).streams).toBe(0);
  });

  it("lets go of a stream when its client goes away", async () => {
    const { user, op } = await waitingBill("live");
    const stream = await follow(user, `/api/operations/${op.id}/events`);
    await stream.next();
    expect((await live()).streams).toBe(1);
    stream.close();
    await expect.poll(async () => (await live()).streams, { timeout: 5_000 }).toBe(0);
  });

  it("answers 404 for another user's operation or an unknown one, and 401 signed out", async () => {
    const { op } = await waitingBill("live");
    const other = await signedUpUser("live-other");
    for (const path of [`/api/operations/${op.id}/events`, "/api/operations/00000000-0000-4000-8000-000000000000/events", "/api/operations/nope/events"]) {
      const response = await other.get(path);
      expect(response.status, path).toBe(404);
      expect(response.body).toMatchObject({ error: { code: "NOT_FOUND" } });
    }
    const signedOut = await fetch(`${appUrl}/api/operations/${op.id}/events`);
    expect(signedOut.status).toBe(401);
  });

  it("resumes from Last-Event-ID: nothing it already has, then only what is newer", async () => {
    const { user, op } = await waitingBill("live");
    const current = await getOperation(user, op.id);
    const resumed = await follow(user, `/api/operations/${op.id}/events`, { "last-event-id": version(current) });
    expect(await resumed.next(1_000)).toBeNull();
    // Heartbeats (every 300 ms in this suite) keep the quiet stream open.
    expect(resumed.comments()).toBeGreaterThanOrEqual(3);

    const older = await follow(user, `/api/operations/${op.id}/events?since=${Number(version(current)) - 1}`);
    expect(operationOf(await older.next())).toMatchObject({ status: "processing" });

    await deliver("/confirm-payment", signed(billResult(op, "confirmed")));
    const next = await resumed.next(5_000);
    expect(operationOf(next)).toMatchObject({ status: "confirmed" });
    expect(Number(next?.id)).toBeGreaterThan(Number(version(current)));
  });

  it("answers 204 when the client already has the final state, and ends after sending it otherwise", async () => {
    const user = await signedUpUser("live-final");
    const paid = await paidBill(user, 4);
    const failed = await waitForOperation(user, paid.id, (o) => o.status === "failed");

    const known = await fetch(`${appUrl}/api/operations/${paid.id}/events`, {
      headers: { cookie: user.cookieHeader(), "x-forwarded-for": user.address, "last-event-id": version(failed) },
    });
    expect(known.status).toBe(204);

    const fresh = await follow(user, `/api/operations/${paid.id}/events`);
    expect(operationOf(await fresh.next())).toMatchObject({ status: "failed" });
    await fresh.ended;
    expect(await fresh.next(100)).toBeNull();
  });
});

describe("a page's rows stream", () => {
  it("sends a row's change, and only the user's own rows", async () => {
    const { user, op } = await waitingBill("live");
    const mine = await follow(user, `/api/operations/events?ids=${op.id}.${version(op)}`);
    expect(mine.status).toBe(200);

    const other = await signedUpUser("live-rows-other");
    const theirs = await fetch(`${appUrl}/api/operations/events?ids=${op.id}`, { headers: { cookie: other.cookieHeader(), "x-forwarded-for": other.address } });
    expect(theirs.status).toBe(204);

    await deliver("/confirm-payment", signed(billResult(op, "confirmed")));
    const changed = await mine.next(5_000);
    expect(operationOf(changed)).toMatchObject({ id: op.id, status: "confirmed" });
    // A row in a list carries no receipt: confirmed is final there, and the stream ends.
    await mine.ended;
  });

  it("refuses a malformed or too long list of ids", async () => {
    const user = await signedUpUser("live-rows-bad");
    const ids = (n: number) => Array.from({ length: n }, () => crypto.randomUUID()).join(",");
    for (const query of ["", "?ids=", "?ids=nope", `?ids=${ids(51)}`, `?ids=${crypto.randomUUID()}.x`]) {
      const response = await user.get(`/api/operations/events${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body).toMatchObject({ error: { code: "INVALID_INPUT" } });
    }
    expect((await user.get(`/api/operations/events?ids=${ids(50)}`)).status).toBe(204);
  });
});
