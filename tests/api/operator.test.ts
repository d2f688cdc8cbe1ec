// The operator endpoints: only OPERATOR_EMAILS may see every user's operations, the callbacks
// received and the provider wallet.
import { describe, expect, it } from "vitest";
import { expectError } from "../support/auth-helpers";
import { ApiClient, signedUpUser } from "../support/api-client";
import { STATUS_READS_FAIL, operator, paidBill } from "../support/callback-helpers";
import { buyTopUp, topUpBody, withFaults } from "../support/payment-helpers";

const ROUTES = ["/api/operator/wallet", "/api/operator/operations", "/api/operator/callbacks"];

describe("operator routes", () => {
  it.each(ROUTES)("GET %s answers 401 without a session", async (path) => {
    expectError(await new ApiClient().get(path), 401, "UNAUTHENTICATED");
  });

  it.each(ROUTES)("GET %s answers 403 to a signed-in user who is not an operator", async (path) => {
    expectError(await (await signedUpUser("not-ops")).get(path), 403, "FORBIDDEN");
  });

  it("GET /api/operator/wallet shows the provider's balance per currency, never cached", async () => {
    const response = await (await operator()).get("/api/operator/wallet");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.body.wallets).toEqual(
      expect.arrayContaining([expect.objectContaining({ currency: "ARS", balance: expect.any(Number), available: expect.any(Number) })]),
    );
  });
});

describe("GET /api/operator/operations", () => {
  it("lists every user's operations newest first, with the owner and where reconciliation stands", async () => {
    // Status reads fail meanwhile, so both stay processing while they are listed.
    await withFaults(STATUS_READS_FAIL, async () => {
      const [ana, bob] = [await signedUpUser("ana"), await signedUpUser("bob")];
      const first = await paidBill(ana, 5);
      const second = await paidBill(bob, 5);

      const response = await (await operator()).get("/api/operator/operations?status=processing&limit=100");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const list = response.body.operations as { id: string; owner: { email: string }; status: string }[];
      expect(list.every((o) => o.status === "processing")).toBe(true);
      const ids = list.map((o) => o.id);
      expect(ids).toContain(second.id);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
      expect(list.find((o) => o.id === first.id)).toMatchObject({
        owner: { email: expect.stringMatching(/^ana-/) },
        flagged: false,
        checkAttempts: expect.any(Number),
        nextCheckAt: expect.any(String),
      });
      expect(list.find((o) => o.id === second.id)?.owner.email).toMatch(/^bob-/);

      const waiting = await (await operator()).get("/api/operator/operations?status=waiting&limit=100");
      expect((waiting.body.operations as { id: string }[]).map((o) => o.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    });
  });

  it("pages with a cursor, without repeating or skipping an operation", async () => {
    // Enough operations of its own to need more than one page, whatever else ran before.
    const buyer = await signedUpUser("pager");
    for (let i = 0; i < 4; i += 1) expect((await buyTopUp(buyer, topUpBody(1))).status).toBe(201);
    const ops = await operator();
    const all = (await ops.get("/api/operator/operations?limit=100")).body.operations as { id: string }[];
    expect(all.length).toBeGreaterThanOrEqual(4);

    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { operations: { id: string }[]; nextCursor: string | null } } = await ops.get(
        `/api/operator/operations?limit=3${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(page.body.operations.length).toBeLessThanOrEqual(3);
      paged.push(...page.body.operations.map((o) => o.id));
      cursor = page.body.nextCursor;
    } while (cursor && paged.length < all.length);
    expect(paged.slice(0, all.length)).toEqual(all.map((o) => o.id));
  });

  it("answers 400 to a bad filter or a tampered cursor", async () => {
    const ops = await operator();
    expectError(await ops.get("/api/operator/operations?status=lost"), 400, "INVALID_INPUT");
    expectError(await ops.get("/api/operator/operations?flagged=maybe"), 400, "INVALID_INPUT");
    expectError(await ops.get("/api/operator/operations?cursor=bm90LWEtY3Vyc29y"), 400, "INVALID_INPUT");
    expectError(await ops.get("/api/operator/callbacks?cursor=e30"), 400, "INVALID_INPUT");
  });

  it("GET /api/operator/callbacks tells the console that callbacks must be signed once a hash secret is shared", async () => {
    const listed = await (await operator()).get("/api/operator/callbacks?limit=1");
    expect(listed.status).toBe(200);
    expect(listed.body.signing).toBe("required");
  });
});
