import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { z } from "zod";
import { freshPostgres } from "@/tests/support/postgres";
import type { Db } from "@/lib/platform/db/client";
import * as schema from "@/lib/platform/db/schema";
import { graphileEngine } from "./graphile";
import { registerJobs } from "./definitions";
import { registerSaldoJobs } from "@/lib/system/jobs";
import type { JobEngine } from "./types";

// graphile-worker on a real PostgreSQL database, with two engines standing for two instances.

const ran: { n: number; attempt: number }[] = [];
let failNext = false;
registerSaldoJobs();
registerJobs({ "test.graphile": {
  payload: z.object({ n: z.number() }),
  maxAttempts: 1,
  async run(payload, { attempt }) {
    const { n } = payload as { n: number };
    if (failNext) {
      failNext = false;
      throw new Error("the provider was down");
    }
    // Long enough that both instances are polling while jobs run.
    await new Promise((resolve) => setTimeout(resolve, 20));
    ran.push({ n, attempt });
  },
} });

describe("graphile-worker as the job engine on PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  let pool: pg.Pool;
  let a: JobEngine;
  let b: JobEngine;

  beforeAll(async () => {
    database = await freshPostgres("jobs");
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
    // Dropping the database at the end ends any connection still closing; that is expected here.
    pool.on("error", () => undefined);
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder: "drizzle" });
    const handle = async () => db as unknown as Db;
    a = graphileEngine(database.url, handle, { concurrency: 3, pollMs: 200 });
    b = graphileEngine(database.url, handle, { concurrency: 3, pollMs: 200 });
    await Promise.all([a.start(), b.start()]);
  }, 60_000);

  afterAll(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()]);
    await pool?.end();
    await database?.drop();
  });

  it("runs each job once across two instances, whichever queued it", async () => {
    ran.length = 0;
    for (let n = 0; n < 30; n++) await (n % 2 ? a : b).add("test.graphile", { n });
    await expect.poll(() => ran.length, { timeout: 15_000 }).toBe(30);
    // A moment more: nothing runs a second time.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(ran).toHaveLength(30);
    expect(new Set(ran.map((r) => r.n)).size).toBe(30);
  });

  it("keeps one waiting job per key", async () => {
    ran.length = 0;
    const runAt = new Date(Date.now() + 1_500);
    await a.add("test.graphile", { n: 1 }, { jobKey: "reminder:bill-9", runAt });
    await b.add("test.graphile", { n: 2 }, { jobKey: "reminder:bill-9", runAt });
    await expect.poll(() => ran.length, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(ran.map((r) => r.n)).toEqual([2]);
  });

  it("lists a job that used up its attempts as dead, and runs it again on request", async () => {
    ran.length = 0;
    failNext = true;
    await a.add("test.graphile", { n: 77 });
    await expect.poll(async () => (await a.dead(10)).length, { timeout: 10_000 }).toBe(1);
    const [dead] = await b.dead(10);
    expect(dead).toMatchObject({ task: "test.graphile", payload: { n: 77 }, attempts: 1 });
    expect(dead!.lastError).toMatch(/the provider was down/);
    expect(ran).toEqual([]);

    expect(await b.retry(dead!.id)).toBe(true);
    await expect.poll(() => ran.length, { timeout: 10_000 }).toBe(1);
    expect(ran[0]).toMatchObject({ n: 77, attempt: 1 });
    expect(await a.dead(10)).toEqual([]);
    expect(await a.retry(dead!.id)).toBe(false);
    expect(await a.retry("not-a-number")).toBe(false);
  });

  it("gives up at once on a payload that cannot run", async () => {
    await a.add("test.graphile", { n: "seven" }, { maxAttempts: 5 });
    await expect.poll(async () => (await a.dead(10)).map((d) => [d.payload, d.attempts]), { timeout: 10_000 }).toEqual([[{ n: "seven" }, 1]]);
  });
});
