// The user's operations: newest first, filtered by kind and status, paged by an opaque cursor, and
// only ever the user's own. One operation shows its receipt and its timeline.
import { beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../support/auth-helpers";
import { ApiClient, signedUpUser } from "../support/api-client";
import { buyGiftCard, buyTopUp, topUpBody, type Operation } from "../support/payment-helpers";

let user: ApiClient;
/** Oldest first, as made. */
const made: Operation[] = [];

beforeAll(async () => {
  user = await signedUpUser("list");
  // Two confirmed top-ups, one failed top-up, two gift cards: made one after the other.
  for (const step of [
    () => buyTopUp(user, topUpBody(1)),
    () => buyGiftCard(user),
    () => buyTopUp(user, topUpBody(0)),
    () => buyTopUp(user, topUpBody(1)),
    () => buyGiftCard(user),
  ]) {
    const answer = await step();
    expect(answer.status).toBe(201);
    made.push(answer.body.operation as Operation);
  }
});

const ids = (ops: Operation[]) => ops.map((op) => op.id);

describe("GET /api/operations", () => {
  it("lists the user's operations newest first, without receipts or PINs", async () => {
    const response = await user.get("/api/operations");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(ids(response.body.operations)).toEqual(ids([...made].reverse()));
    expect(response.body.nextCursor).toBeNull();
    for (const op of response.body.operations) expect(op).not.toHaveProperty("receipt");
  });

  it("filters by kind and by status, alone and together", async () => {
    const giftCards = await user.get("/api/operations?kind=giftcard");
    expect(ids(giftCards.body.operations)).toEqual(ids(made.filter((op) => op.kind === "giftcard").reverse()));
    const failed = await user.get("/api/operations?status=failed");
    expect(ids(failed.body.operations)).toEqual([made[2]!.id]);
    const confirmedTopUps = await user.get("/api/operations?kind=topup&status=confirmed");
    expect(ids(confirmedTopUps.body.operations)).toEqual([made[3]!.id, made[0]!.id]);
    const none = await user.get("/api/operations?kind=bill");
    expect(none.body.operations).toEqual([]);
  });

  it("pages with an opaque cursor until every operation was shown once", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : "?limit=2";
      const response = await user.get(`/api/operations${query}`);
      expect(response.status).toBe(200);
      expect(response.body.operations.length).toBeLessThanOrEqual(2);
      seen.push(...ids(response.body.operations));
      cursor = response.body.nextCursor;
      if (cursor) expect(cursor).not.toContain(response.body.operations.at(-1).id);
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(ids([...made].reverse()));
  });

  it("pages within a filter", async () => {
    const first = await user.get("/api/operations?kind=topup&limit=1");
    const second = await user.get(`/api/operations?kind=topup&limit=1&cursor=${first.body.nextCursor}`);
    expect(ids([...first.body.operations, ...second.body.operations])).toEqual([made[3]!.id, made[2]!.id]);
  });

  it("refuses a bad filter, limit or cursor with 400 and the field in the details", async () => {
    for (const [query, field] of [
      ["kind=lottery", "kind"], ["status=lost", "status"], ["limit=0", "limit"], ["limit=101", "limit"], ["limit=many", "limit"],
      ["cursor=not-a-cursor", "cursor"],
    ] as const) {
      const response = await user.get(`/api/operations?${query}`);
      expectError(response, 400, "INVALID_INPUT");
      expect(response.body.error.details, query).toHaveProperty(field);
    }
  });

  it("shows another user nothing of these, not even through a cursor", async () => {
    const other = await signedUpUser("list-other");
    expect((await other.get("/api/operations")).body.operations).toEqual([]);
    const mine = await user.get("/api/operations?limit=1");
    expectError(await other.get(`/api/operations?cursor=${mine.body.nextCursor}`), 400, "INVALID_INPUT");
    expectError(await new ApiClient().get("/api/operations"), 401, "UNAUTHENTICATED");
  });
});

describe("GET /api/operations/{id}", () => {
  it("shows the operation with its receipt and the timeline of its status changes", async () => {
    const response = await user.get(`/api/operations/${made[0]!.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const op = response.body.operation as Operation;
    expect(op).toMatchObject({ id: made[0]!.id, kind: "topup", status: "confirmed" });
    expect(op).toHaveProperty("receipt");
    expect(op.events!.map((e) => [e.from, e.to, e.source])).toEqual([[null, "pending", "api"], ["pending", "confirmed", "provider"]]);
    for (const event of op.events!) expect(Object.keys(event).sort()).toEqual(["at", "from", "source", "to"]);
  });

  it("answers another user's operation, an unknown id and a malformed id with 404", async () => {
    const other = await signedUpUser("detail-other");
    expectError(await other.get(`/api/operations/${made[0]!.id}`), 404, "NOT_FOUND");
    expectError(await user.get("/api/operations/00000000-0000-4000-8000-000000000000"), 404, "NOT_FOUND");
    expectError(await user.get("/api/operations/42"), 404, "NOT_FOUND");
    expectError(await user.get("/api/operations/'%20or%201=1"), 404, "NOT_FOUND");
  });
});
