import { sealData } from "iron-session";
import { describe, expect, it } from "vitest";
import { ApiClient, randomAddress, uniqueEmail } from "./client";
import { PASSWORD, expectError, meWithCookie, signUp } from "./auth-helpers";
import { TEST_SECRETS } from "./secrets";

const signIn = (client: ApiClient, email: string, password: string) => client.post("/api/auth/sign-in", { email, password });

function expectRateLimited(response: Awaited<ReturnType<typeof signIn>>, maxSeconds: number) {
  expectError(response, 429, "RATE_LIMITED");
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(response.body.error.message).toMatch(/Try again in \d+ minutes?\./);
}

describe("sign-in rate limits", () => {
  it("after 5 wrong passwords refuses the account with 429 and Retry-After, even with the right password", async () => {
    const email = uniqueEmail("locked");
    await signUp(email);
    const attacker = new ApiClient();
    for (let i = 0; i < 5; i++) expectError(await signIn(attacker, email, `wrong password ${i}`), 401, "UNAUTHENTICATED");

    expectRateLimited(await signIn(attacker, email, PASSWORD), 15 * 60);
    // The limit belongs to the account, not to the address that failed.
    expectRateLimited(await signIn(new ApiClient(), email, PASSWORD), 15 * 60);

    const other = uniqueEmail("unaffected");
    await signUp(other);
    expect((await signIn(new ApiClient(), other, PASSWORD)).status).toBe(200);
  });

  it("lets no more than 5 of 12 simultaneous wrong guesses through to a password check", async () => {
    const email = uniqueEmail("burst");
    await signUp(email);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(new ApiClient(), email, `wrong password ${i}`)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it("counts only failures per account: a successful sign-in forgives the earlier ones", async () => {
    const email = uniqueEmail("forgiven");
    await signUp(email);
    const client = new ApiClient();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await signIn(client, email, "wrong password!")).status).toBe(401);
      expect((await signIn(client, email, PASSWORD)).status).toBe(200);
    }
  });

  it("limits unknown emails like real ones, so the limit does not reveal which accounts exist", async () => {
    const email = uniqueEmail("ghost");
    const client = new ApiClient();
    for (let i = 0; i < 5; i++) expect((await signIn(client, email, PASSWORD)).status).toBe(401);
    expectRateLimited(await signIn(client, email, PASSWORD), 15 * 60);
  });

  it("refuses one address after 30 attempts across different accounts, other addresses unaffected", async () => {
    const address = randomAddress();
    const client = new ApiClient(undefined, address);
    for (let i = 0; i < 30; i++) expect((await signIn(client, uniqueEmail("spray"), PASSWORD)).status).toBe(401);

    const victim = uniqueEmail("spray-real");
    await signUp(victim);
    expectRateLimited(await signIn(client, victim, PASSWORD), 15 * 60);
    // Same address written differently by a proxy chain: the first X-Forwarded-For entry counts.
    const viaChain = await client.post("/api/auth/sign-in", { email: victim, password: PASSWORD }, { "x-forwarded-for": `${address}, 10.0.0.1` });
    expect(viaChain.status).toBe(429);
    expect((await signIn(new ApiClient(), victim, PASSWORD)).status).toBe(200);
  });
});

describe("sign-up rate limit", () => {
  it("refuses an 11th sign-up from one address within the hour with 429", async () => {
    const client = new ApiClient(undefined, randomAddress());
    for (let i = 0; i < 10; i++) {
      const response = await client.post("/api/auth/sign-up", { email: uniqueEmail("farm"), password: PASSWORD, name: "Farm" });
      expect(response.status).toBe(201);
    }
    const refused = await client.post("/api/auth/sign-up", { email: uniqueEmail("farm"), password: PASSWORD, name: "Farm" });
    expectRateLimited(refused, 60 * 60);
    expect((await new ApiClient().post("/api/auth/sign-up", { email: uniqueEmail("elsewhere"), password: PASSWORD, name: "Ana" })).status).toBe(201);
  });
});

describe("session expiry", () => {
  // Cookies sealed with the suite's SESSION_SECRET, as the app would seal them, with chosen times.
  async function cookieFor(userId: string, issuedAt: number, lastSeenAt: number) {
    const sealed = await sealData({ userId, issuedAt, lastSeenAt, version: 0 }, { password: TEST_SECRETS.sessionSecret, ttl: 12 * 3600 });
    return `__Host-saldo_session=${sealed}`;
  }

  async function newUserId() {
    const client = await signUp(uniqueEmail("clock"));
    return (await client.get("/api/me")).body.user.id as string;
  }

  it("accepts a session active a moment ago and records the activity in a new cookie", async () => {
    const userId = await newUserId();
    const now = Date.now();
    const response = await meWithCookie(await cookieFor(userId, now - 3600_000, now - 5 * 60_000));
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((line) => line.startsWith("__Host-saldo_session=Fe26"))).toBe(true);
  });

  it("ends a session idle for more than 30 minutes", async () => {
    const userId = await newUserId();
    const now = Date.now();
    expectError(await meWithCookie(await cookieFor(userId, now - 3600_000, now - 31 * 60_000)), 401, "UNAUTHENTICATED");
  });

  it("ends a session 12 hours after sign-in even if it was just used", async () => {
    const userId = await newUserId();
    const now = Date.now();
    expectError(await meWithCookie(await cookieFor(userId, now - 12 * 3600_000 - 60_000, now - 60_000)), 401, "UNAUTHENTICATED");
  });
});
