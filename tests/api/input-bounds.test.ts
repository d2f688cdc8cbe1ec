import { beforeAll, describe, expect, it } from "vitest";
import { send } from "../support/raw-http";
import { ApiClient, newIdempotencyKey, randomAddress, signedUpUser } from "../support/api-client";
import { GOOD_HEADERS, operator, signed } from "../support/callback-helpers";

// Bounded input on every JSON route: a body cap before parsing, no control characters, bounded
// nesting, and no 500 for a malformed %-escape in a route segment.

let base: URL;
let user: ApiClient;
beforeAll(async () => {
  user = await signedUpUser("bounds");
  base = new URL(user.baseUrl);
});

const jsonHeaders = () => ({ "content-type": "application/json", origin: base.origin, "x-forwarded-for": randomAddress() });

function errorCode(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}

describe("the body cap (64 KB)", () => {
  it("refuses an anonymous sign-in declaring 200 MB with 413 at once, without waiting for the body", async () => {
    const started = Date.now();
    const answer = await send(base, { method: "POST", path: "/api/auth/sign-in", headers: jsonHeaders(), declaredLength: 200 * 1024 * 1024 });
    expect(answer.status).toBe(413);
    expect(errorCode(answer.body)).toBe("PAYLOAD_TOO_LARGE");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  // A %-escape that decodes is no reason to route a request through the proxy (whose body buffering
  // would wait for 200 MB); one that does not decode is refused before Next (below).
  it.each(["/api/operations/ab%E2%80%A9cd/complaints", "/api/operations/%41%42/complaints"])(
    "refuses 200 MB declared on %s, an address holding a %-escape, with 413 at once",
    async (path) => {
      const started = Date.now();
      const answer = await send(base, { method: "POST", path, headers: { ...jsonHeaders(), cookie: user.cookieHeader() }, declaredLength: 200 * 1024 * 1024 });
      expect(answer.status).toBe(413);
      expect(errorCode(answer.body)).toBe("PAYLOAD_TOO_LARGE");
      expect(Date.now() - started).toBeLessThan(5_000);
    },
  );

  it("stops reading a chunked sign-up body past the cap and answers 413", async () => {
    const answer = await send(base, { method: "POST", path: "/api/auth/sign-up", headers: jsonHeaders(), chunkedBytes: 50 * 1024 * 1024 });
    expect(answer.status).toBe(413);
    expect(errorCode(answer.body)).toBe("PAYLOAD_TOO_LARGE");
  });

  it("still reads a body just under the cap, and judges it by its fields", async () => {
    const response = await new ApiClient().post("/api/auth/sign-in", { email: "a@saldo.test", password: "p".repeat(60 * 1024) });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("INVALID_INPUT");
  });
});

describe("control characters", () => {
  it("refuses NUL in an anonymous sign-up with 400 before it reaches the database", async () => {
    const anonymous = new ApiClient();
    for (const body of [
      { email: "nul@saldo.test", password: "correct horse battery", name: "Ana\u0000Pérez" },
      { email: "nul\u0000@saldo.test", password: "correct horse battery", name: "Ana" },
      { email: "nul2@saldo.test", password: "correct\u0000horse battery", name: "Ana" },
    ]) {
      const response = await anonymous.post("/api/auth/sign-up", body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe("INVALID_INPUT");
    }
  });

  it("refuses control characters in a query string and in a route segment with 400", async () => {
    for (const path of ["/api/operations?cursor=a%00b", "/api/companies/services?search=edenor%1B", "/api/operations/abc%00", "/api/companies/services/AR-S-0003%0A"]) {
      const response = await user.get(path);
      expect(response.status, path).toBe(400);
      expect(response.body.error.code, path).toBe("INVALID_INPUT");
    }
  });

  it("refuses a callback whose payment id holds NUL: 401 without credentials, 400 signed, and keeps it readable", async () => {
    const raw = '{"externalPaymentId":"a\\u0000b","status":"confirmed"}';
    for (const headers of [{}, { "x-api-key": "wrong", "x-authorization-token": "wrong" }] as Record<string, string>[]) {
      const answer = await send(base, { method: "POST", path: "/confirmPayment", headers: { ...jsonHeaders(), ...headers }, body: raw });
      expect(answer.status).toBe(401);
      expect(errorCode(answer.body)).toBe("UNAUTHENTICATED");
    }
    const body = signed({ externalPaymentId: "a\u0000b", status: "confirmed" });
    const answer = await send(base, { method: "POST", path: "/confirmPayment", headers: { ...jsonHeaders(), ...GOOD_HEADERS }, body });
    expect(answer.status).toBe(400);
    expect(errorCode(answer.body)).toBe("INVALID_INPUT");
    const listed = await (await operator()).get("/api/operator/callbacks?outcome=malformed&limit=100");
    const kept = (listed.body.callbacks as { rawBody: string; externalPaymentId: string | null }[]).find((c) => c.rawBody.includes("a\\u0000b"));
    expect(kept).toMatchObject({ externalPaymentId: null });
  });

  it("refuses control characters in an agenda rename and a debt query", async () => {
    const rename = await user.patch("/api/agenda/adhesions/1", { alias: "Casa\u0007" });
    expect(rename.status).toBe(400);
    const debts = await user.post("/api/bills/debts", { companyCode: "AR-S-0003", modalityId: "1", queryData: [{ identifierName: "clientNumber", identifierValue: "123\u0000" }] });
    expect(debts.status).toBe(400);
  });
});

describe("nesting", () => {
  it("refuses paymentDetails nested 2,000 levels deep with 400", async () => {
    const deep = `${'{"a":'.repeat(2_000)}1${"}".repeat(2_000)}`;
    const body = `{"debtId":"d-1","amount":10,"paymentMethod":"ACCOUNT","paymentDetails":${deep}}`;
    const response = await user.request("POST", "/api/bills/payments", body, { "content-type": "application/json", "idempotency-key": newIdempotencyKey() });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("INVALID_INPUT");
  });

  it("refuses paymentDetails deeper than its own bound as a field error", async () => {
    const response = await user.post("/api/bills/payments", { debtId: "d-1", amount: 10, paymentMethod: "ACCOUNT", paymentDetails: { a: { b: { c: { d: 1 } } } } }, { "idempotency-key": newIdempotencyKey() });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.details)).toEqual(["paymentDetails"]);
  });
});

describe("addresses refused before the app reads anything", () => {
  it("answers a malformed %-escape that declares a 200 MB body at once, without waiting for the body", async () => {
    const started = Date.now();
    for (const path of ["/api/auth/sign-in%", "/api/bills/payments/%E0%A4%A", "/api/operations/a%00b"]) {
      const answer = await send(base, { method: "POST", path, headers: jsonHeaders(), declaredLength: 200 * 1024 * 1024 });
      expect(answer.status, path).toBe(400);
      expect(errorCode(answer.body), path).toBe("INVALID_INPUT");
    }
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("answers an address past the header limit with 431 in the error shape", async () => {
    const answer = await send(base, { method: "GET", path: `/api/operations?cursor=${"a".repeat(20_000)}`, headers: jsonHeaders() });
    expect(answer.status).toBe(431);
    expect(errorCode(answer.body)).toBe("HEADERS_TOO_LARGE");
    expect(answer.body).not.toMatch(/stack|at \w+ \(/);
  });
});

describe("malformed %-encoding in route segments", () => {
  it("answers 400 or 404 in the error shape, never 500", async () => {
    const cookie = user.cookieHeader();
    for (const path of ["/api/operations/%E0%A4%A", "/api/operations/%/pin", "/api/operations/%2e%2e/pin", "/api/nothing-here", "/api/companies/services/%zz", "/api/companies/gift-cards/%C0%80", "/api/companies/recharges/%ED%A0%80", "/api/logos/%", "/api/agenda/adhesions/%FF"]) {
      const method = path.startsWith("/api/agenda") ? "PATCH" : "GET";
      const answer = await send(base, { method, path, headers: { ...jsonHeaders(), cookie }, body: method === "PATCH" ? '{"alias":"x"}' : undefined });
      expect([400, 404], `${path}: ${answer.status} ${answer.body.slice(0, 200)}`).toContain(answer.status);
      expect(errorCode(answer.body), path).toMatch(/^(INVALID_INPUT|NOT_FOUND)$/);
    }
  });
});
