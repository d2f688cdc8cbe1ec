// Sessions end 30 minutes after their last use and 12 hours after sign-in, whatever the cookie
// says: cookies sealed with the suite's SESSION_SECRET, as the app would seal them, with chosen times.
import { sealData } from "iron-session";
import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../support/api-client";
import { expectError, meWithCookie, signUp } from "../support/auth-helpers";
import { TEST_SECRETS } from "../support/secrets";

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
