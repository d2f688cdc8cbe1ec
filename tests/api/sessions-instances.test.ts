// Signed-in users across instances: two app processes on one PostgreSQL database, each keeping
// copies of the users and sessions it served lately. Signing out the other devices on A ends the
// same user's session on B within a second, though B had just answered from its copy (a copy would
// otherwise live 5 s); so does a profile change, and so does an end made while B's listening
// connection was cut.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient, uniqueEmail } from "../support/api-client";
import { startApp, type AppProcess } from "../support/app-process";
import { freePort } from "../support/free-port";
import { freshPostgres } from "../support/postgres";
import { APP_SECRET_ENV } from "../support/secrets";
import { routeServers } from "../support/route-servers";

const PASSWORD = "correct horse battery";

/** Waits until `check` holds (every 50 ms, up to `timeoutMs`); usable outside a test, unlike expect.poll. */
async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const LISTENING = "select 1 from pg_stat_activity where application_name = 'saldo-live-listen' and datname = current_database() and query like 'LISTEN%'";

describe.runIf(inject("dbKind") === "postgres")("signed-in users across two instances on one PostgreSQL database", () => {
  let database: { url: string; drop(): Promise<void> };
  let a: AppProcess;
  let b: AppProcess;
  const dirs: string[] = [];

  beforeAll(async () => {
    database = await freshPostgres("sessions");
    const env = { PROVIDER_BASE_URL: routeServers().sandboxUrl, ...APP_SECRET_ENV, DATABASE_URL: database.url, TRUST_PROXY: "1", CATALOG_REFRESH_MS: "3600000" };
    const start = async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "saldo-sessions-"));
      dirs.push(dir);
      return startApp(await freePort(), { ...env, DATA_DIR: dir });
    };
    [a, b] = await Promise.all([start(), start()]);
    // An instance starts listening at its first signed-in request, and uses copies once it is: a
    // user signed in on both, then both listening connections seen to have run their LISTEN.
    await signedInOnBoth();
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await until(async () => (await admin.query(LISTENING)).rowCount === 2, 15_000, "both instances to listen");
    } finally {
      await admin.end();
    }
  }, 120_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** One user signed in on A and, with a session of its own, on B; each has served it since (B twice). */
  async function signedInOnBoth(): Promise<{ onA: ApiClient; onB: ApiClient }> {
    const email = uniqueEmail("two-instances");
    const onA = new ApiClient(a.url);
    expect((await onA.post("/api/auth/sign-up", { email, password: PASSWORD, name: "Ana Pérez" })).status).toBe(201);
    expect((await onA.get("/api/me")).status).toBe(200);
    const onB = new ApiClient(b.url);
    expect((await onB.post("/api/auth/sign-in", { email, password: PASSWORD })).status).toBe(200);
    // B is listening once it has served a signed-in request; the second answer can come from its copy.
    await until(async () => (await onB.get("/api/me")).status === 200, 10_000, "B to serve the user");
    expect((await onB.get("/api/me")).status).toBe(200);
    return { onA, onB };
  }

  /** How long B goes on accepting its session after `change` ran on A (polled every 25 ms, up to 6 s). */
  async function acceptedFor(onB: ApiClient, change: () => Promise<void>, accepted: (r: { status: number; body: { user?: { name?: string } } | null }) => boolean): Promise<number> {
    await change();
    const changedAt = Date.now();
    while (Date.now() - changedAt < 6_000) {
      if (!accepted(await onB.get("/api/me"))) return Date.now() - changedAt;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return Number.POSITIVE_INFINITY;
  }

  /** On A, signs out the user's other devices: B's session. */
  const endOthersOnA = (onA: ApiClient) => async () => expect((await onA.post("/api/me/sessions/end-others")).body).toEqual({ ended: 1 });

  it("ends the user's session on B within a second of signing out the other devices on A", async () => {
    const { onA, onB } = await signedInOnBoth();
    const ms = await acceptedFor(onB, endOthersOnA(onA), (r) => r.status === 200);
    expect(ms).toBeLessThan(1_000);
    expect((await onB.get("/api/me")).status).toBe(401);
  }, 60_000);

  it("shows on B a profile change made on A within a second", async () => {
    const { onA, onB } = await signedInOnBoth();
    expect((await onB.get("/api/me")).body).toMatchObject({ user: { name: "Ana Pérez" } });
    const ms = await acceptedFor(
      onB,
      async () => expect((await onA.patch("/api/me", { name: "Ana María Pérez" })).status).toBe(200),
      (r) => r.status === 200 && r.body?.user?.name === "Ana Pérez",
    );
    expect(ms).toBeLessThan(1_000);
    expect((await onB.get("/api/me")).body).toMatchObject({ user: { name: "Ana María Pérez" } });
  }, 60_000);

  it("keeps no copy across a cut listening connection: an end on A while B was not listening counts on B", async () => {
    const { onA, onB } = await signedInOnBoth();
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const listening = async () => (await admin.query(LISTENING)).rowCount;
    try {
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'saldo-live-listen' and datname = current_database()");
      // The end's announcement finds no one listening on B: B must not answer from the copy it
      // made before, neither while it reconnects nor after.
      const ms = await acceptedFor(onB, endOthersOnA(onA), (r) => r.status === 200);
      expect(ms).toBeLessThan(1_000);
      await expect.poll(listening, { timeout: 15_000 }).toBe(2);
      // Listening again, with the copy made before the cut dropped (it would live 5 s).
      expect((await onB.get("/api/me")).status).toBe(401);
    } finally {
      await admin.end();
    }
    // Listening again, B still hears the next change.
    const again = await signedInOnBoth();
    expect(await acceptedFor(again.onB, endOthersOnA(again.onA), (r) => r.status === 200)).toBeLessThan(1_000);
  }, 60_000);
});
