import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ProviderError } from "@/lib/provider";
import { API_KEY, PASSWORD, USERNAME, useSandbox, providerFailure as failure } from "../support/contract-fixture";

type Stats = { logins: number; requests: number };

describe("authentication and headers", () => {
  const ctx = useSandbox();

  const stats = () => ctx.sandbox.control<Stats>("/stats");

  /** A request the client would never send, e.g. without or with a forged header. */
  async function raw(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
    const response = await fetch(`${ctx.sandbox.url}${path}`, { method: init.method ?? "GET", headers: init.headers, body: init.body });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function rawLogin(): Promise<string> {
    const { status, body } = await raw("/auth/login", {
      method: "POST",
      headers: { "x-api-key": API_KEY, "content-type": "application/json" },
      body: JSON.stringify({ clientUsername: USERNAME, password: PASSWORD }),
    });
    expect(status).toBe(200);
    expect(body.accessToken).toEqual(expect.any(String));
    return body.accessToken as string;
  }

  const withToken = (token: string) => raw("/companies/tags", { headers: { "x-api-key": API_KEY, "x-authorization-token": token } });


  it("logs in and returns the token's expiry 4 hours after issue", async () => {
    const before = Date.now();
    const session = await ctx.client.auth.login();
    const ttl = session.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(4 * 3600_000 - 5000);
    expect(ttl).toBeLessThanOrEqual(4 * 3600_000 + 1000);
    expect(session.tx).toEqual(expect.stringMatching(/.+/));
    expect(session.mainTx).toEqual(expect.stringMatching(/.+/));
    expect((await stats()).logins).toBe(1);
  });

  it("refuses a client with a wrong api key with 403 XAU04030", async () => {
    const error = await failure(ctx.newClient({ apiKey: "not-the-key" }).catalog.listTags());
    expect(error).toMatchObject({ status: 403, code: "XAU04030" });
    expect(error.tx).toEqual(expect.stringMatching(/.+/));
    expect(error.message).not.toContain("not-the-key");
    expect((await stats()).logins).toBe(0);
  });

  it("refuses a catalogue call without x-api-key with 403 XAU04030, even with a valid token", async () => {
    const token = await rawLogin();
    const { status, body } = await raw("/companies/tags", { headers: { "x-authorization-token": token } });
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: "XAU04030", tx: expect.any(String), mainTx: expect.any(String) });
  });

  it("refuses a wrong password with 401 ALO04140", async () => {
    const error = await failure(ctx.newClient({ password: "wrong-password" }).auth.login());
    expect(error).toMatchObject({ status: 401, code: "ALO04140" });
    expect(error.message).not.toContain("wrong-password");
  });

  it("refuses a malformed login body with 400 ALO04022", async () => {
    const headers = { "x-api-key": API_KEY, "content-type": "application/json" };
    for (const body of ["not json", JSON.stringify({ clientUsername: USERNAME }), JSON.stringify([USERNAME, PASSWORD])]) {
      const answer = await raw("/auth/login", { method: "POST", headers, body });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe("ALO04022");
    }
    expect((await stats()).logins).toBe(0);
  });

  it("refuses a call without a token with 401 XAU04010", async () => {
    const { status, body } = await raw("/companies/tags", { headers: { "x-api-key": API_KEY } });
    expect(status).toBe(401);
    expect(body.code).toBe("XAU04010");
  });

  it("refuses a forged or garbage token with 401 XAU04011", async () => {
    const genuine = await rawLogin();
    expect((await withToken(genuine)).status).toBe(200);
    // Same claims as a genuine token, signed with another key.
    const [head, payload] = genuine.split(".") as [string, string];
    const forged = `${head}.${payload}.${createHmac("sha256", "another-key").update(`${head}.${payload}`).digest("base64url")}`;
    for (const token of [forged, "garbage", "a.b.c"]) {
      const { status, body } = await withToken(token);
      expect(status).toBe(401);
      expect(body.code).toBe("XAU04011");
    }
  });

  it("refuses a token once the clock passes its exp with 401 XAU04012", async () => {
    const token = await rawLogin();
    expect((await withToken(token)).status).toBe(200);
    await ctx.sandbox.control("/clock/advance", { seconds: 4 * 3600 + 1 });
    const { status, body } = await withToken(token);
    expect(status).toBe(401);
    expect(body.code).toBe("XAU04012");
  });

  it("reuses one token across many sequential calls", async () => {
    for (let i = 0; i < 12; i++) await ctx.client.catalog.listTags();
    expect(await stats()).toEqual({ logins: 1, requests: 13 });
  });

  it("logs in again before every call when tokens live less than the 5-minute refresh window", async () => {
    await ctx.sandbox.control("/faults", { tokenTtlSeconds: 200 });
    for (let i = 0; i < 3; i++) await ctx.client.catalog.listTags();
    expect(await stats()).toEqual({ logins: 3, requests: 6 });
  });

  it("keeps a token that outlives the refresh window", async () => {
    await ctx.sandbox.control("/faults", { tokenTtlSeconds: 400 });
    for (let i = 0; i < 3; i++) await ctx.client.catalog.listTags();
    expect(await stats()).toEqual({ logins: 1, requests: 4 });
  });

  it("logs in again once after a token is refused as expired, and the call succeeds", async () => {
    await ctx.client.catalog.listTags();
    await ctx.sandbox.control("/tokens/expire", {});
    const tags = await ctx.client.catalog.listTags();
    expect(tags.tags.length).toBeGreaterThan(0);
    // login + call, then the refused call + login + the call again
    expect(await stats()).toEqual({ logins: 2, requests: 5 });
  });

  it("makes exactly one login for 100 concurrent calls on a fresh client", async () => {
    const results = await Promise.all(Array.from({ length: 100 }, () => ctx.client.catalog.listTags()));
    expect(results.every((r) => r.tags.length > 0)).toBe(true);
    expect(await stats()).toEqual({ logins: 1, requests: 101 });
  });

  it("makes exactly one login for 100 concurrent calls whose token expired", async () => {
    await ctx.client.catalog.listTags();
    await ctx.sandbox.control("/tokens/expire", {});
    const results = await Promise.all(Array.from({ length: 100 }, () => ctx.client.catalog.listTags()));
    expect(results.every((r) => r.tags.length > 0)).toBe(true);
    // warm-up login + call, 100 refused calls, one login, 100 calls again
    expect(await stats()).toEqual({ logins: 2, requests: 2 + 100 + 1 + 100 });
  });

  it("rejects every waiter of a refused login with the same error, and tries again on the next call", async () => {
    const client = ctx.newClient({ password: "wrong-password" });
    const settled = await Promise.allSettled(Array.from({ length: 20 }, () => client.catalog.listTags()));
    const reasons = settled.map((s) => (s.status === "rejected" ? (s.reason as unknown) : s));
    expect(reasons[0]).toBeInstanceOf(ProviderError);
    expect(reasons[0]).toMatchObject({ status: 401, code: "ALO04140" });
    expect(reasons.every((r) => r === reasons[0])).toBe(true);
    expect(await stats()).toEqual({ logins: 0, requests: 1 });

    await expect(client.catalog.listTags()).rejects.toMatchObject({ code: "ALO04140" });
    expect(await stats()).toEqual({ logins: 0, requests: 2 });
  });

  it("recovers with a new login after a failed one once the provider answers again", async () => {
    const client = ctx.newClient({ retry: { attempts: 1, baseDelayMs: 0 } });
    await ctx.sandbox.control("/faults", { errorRate: 1, errorPaths: ["/auth/login"] });
    const settled = await Promise.allSettled(Array.from({ length: 20 }, () => client.catalog.listTags()));
    const reasons = settled.map((s) => (s.status === "rejected" ? (s.reason as unknown) : s));
    expect(reasons[0]).toMatchObject({ status: 500, code: "XCX05060" });
    expect(reasons.every((r) => r === reasons[0])).toBe(true);
    expect(await stats()).toEqual({ logins: 0, requests: 1 });

    await ctx.sandbox.control("/faults", { errorRate: 0 });
    expect((await client.catalog.listTags()).tags.length).toBeGreaterThan(0);
    expect(await stats()).toEqual({ logins: 1, requests: 3 });
  });
});
