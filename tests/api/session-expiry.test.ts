// Sessions end 30 minutes after their last use and 12 hours after sign-in, whatever the cookie
// says: the times are the session row's, moved back in the database here (and announced, as every
// change to a session is, so the app drops the copy it keeps), and the app is asked again.
import { sealData } from "iron-session";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail, type ApiClient } from "../support/api-client";
import { expectError, meWithCookie, signUp } from "../support/auth-helpers";
import { routeServers } from "../support/route-servers";
import { TEST_SECRETS } from "../support/secrets";

describe("session expiry", () => {
  let db: pg.Client;
  beforeAll(async () => {
    db = new pg.Client({ connectionString: routeServers().databaseUrl });
    await db.connect();
  });
  afterAll(() => db?.end());

  async function signedIn(): Promise<{ client: ApiClient; userId: string }> {
    const client = await signUp(uniqueEmail("clock"));
    return { client, userId: (await client.get("/api/me")).body.user.id as string };
  }

  /** Moves the user's session's sign-in and last use back by these many minutes, and announces it. */
  async function backdate(userId: string, { signedInAgo, lastUsedAgo }: { signedInAgo: number; lastUsedAgo: number }) {
    const { rows } = await db.query<{ id: string }>(
      "update sessions set created_at = now() - make_interval(mins => $2), last_seen_at = now() - make_interval(mins => $3) where user_id = $1 returning id",
      [userId, signedInAgo, lastUsedAgo],
    );
    expect(rows).toHaveLength(1);
    await db.query("select pg_notify('saldo_users', 'session:' || $1)", [rows[0]!.id]);
    return rows[0]!.id;
  }

  const lastSeen = async (id: string) => (await db.query<{ at: Date }>("select last_seen_at as at from sessions where id = $1", [id])).rows[0]!.at.getTime();

  it("accepts a session used a few minutes ago and records the activity on its row, not in a new cookie", async () => {
    const { client, userId } = await signedIn();
    const id = await backdate(userId, { signedInAgo: 60, lastUsedAgo: 5 });
    await expect.poll(async () => {
      const response = await client.get("/api/me");
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie()).toEqual([]);
      return Date.now() - (await lastSeen(id));
    }, { timeout: 5_000 }).toBeLessThan(60_000);
  });

  it("ends a session idle for more than 30 minutes, and says so on its row", async () => {
    const { client, userId } = await signedIn();
    const id = await backdate(userId, { signedInAgo: 60, lastUsedAgo: 31 });
    await expect.poll(async () => (await client.get("/api/me")).status, { timeout: 5_000 }).toBe(401);
    const { rows } = await db.query("select ended_reason from sessions where id = $1", [id]);
    expect(rows[0]).toEqual({ ended_reason: "expired" });
  });

  it("ends a session 12 hours after sign-in even if it was just used", async () => {
    const { client, userId } = await signedIn();
    await backdate(userId, { signedInAgo: 12 * 60 + 1, lastUsedAgo: 1 });
    await expect.poll(async () => (await client.get("/api/me")).status, { timeout: 5_000 }).toBe(401);
    expectError(await client.get("/api/me"), 401, "UNAUTHENTICATED");
  });

  it("refuses a cookie that names no session, or a session with another version, though the app sealed it", async () => {
    const { client, userId } = await signedIn();
    const seal = (data: object) => sealData(data, { password: TEST_SECRETS.sessionSecret, ttl: 12 * 3600 }).then((s) => `__Host-saldo_session=${s}`);
    expectError(await meWithCookie(await seal({ sid: "00000000-0000-4000-8000-000000000000", version: 0 })), 401, "UNAUTHENTICATED");
    const { rows } = await db.query<{ id: string }>("select id from sessions where user_id = $1", [userId]);
    expect((await meWithCookie(await seal({ sid: rows[0]!.id, version: 0 }))).status).toBe(200);
    expectError(await meWithCookie(await seal({ sid: rows[0]!.id, version: 1 })), 401, "UNAUTHENTICATED");
    // The cookie of the old kind (the user's id and times, no session) opens nothing.
    expectError(await meWithCookie(await seal({ userId, issuedAt: Date.now(), lastSeenAt: Date.now(), version: 0 })), 401, "UNAUTHENTICATED");
    expect((await client.get("/api/me")).status).toBe(200);
  });
});
