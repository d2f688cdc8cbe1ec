import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { testDatabases } from "@/tests/support/test-databases";
import type { Db } from "@/lib/platform/db/client";
import { embeddedJobs } from "@/lib/platform/db/schema";
import { addEmbeddedJob, claimJob, deadEmbeddedJobs, embeddedEngine, queueScheduled, retryDelayMs, retryEmbeddedJob, runClaimed } from "./embedded";
import { crontabMatcher } from "./crontab";
import { registerJobs } from "./definitions";
import { registerSaldoJobs } from "@/lib/system/jobs";

// Jobs of the test's own, registered beside the real ones for the length of this file.
const ran: { task: string; n: number; attempt: number }[] = [];
let failuresLeft = 0;
registerSaldoJobs();
registerJobs({ "test.record": {
  payload: z.object({ n: z.number() }),
  async run(payload, { attempt }) {
    ran.push({ task: "test.record", n: (payload as { n: number }).n, attempt });
  },
} });
registerJobs({ "test.flaky": {
  payload: z.object({ n: z.number() }),
  maxAttempts: 2,
  async run(payload, { attempt }) {
    if (failuresLeft-- > 0) throw new Error("the company's server said no");
    ran.push({ task: "test.flaky", n: (payload as { n: number }).n, attempt });
  },
} });

describe.each(testDatabases)("the embedded job runner on %s", (_name, open) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await open());
  });
  afterAll(() => close());
  afterEach(async () => {
    ran.length = 0;
    failuresLeft = 0;
    await db.delete(embeddedJobs);
  });

  const runAllDue = async (now = new Date()) => {
    for (let job = await claimJob(db, now); job; job = await claimJob(db, now)) await runClaimed(db, job);
  };

  it("runs a due job once and removes it; a job due later waits", async () => {
    await addEmbeddedJob(db, "test.record", { n: 1 });
    await addEmbeddedJob(db, "test.record", { n: 2 }, { runAt: new Date(Date.now() + 60_000) });
    await runAllDue();
    expect(ran).toEqual([{ task: "test.record", n: 1, attempt: 1 }]);
    expect(await db.select().from(embeddedJobs)).toHaveLength(1);
    await runAllDue(new Date(Date.now() + 61_000));
    expect(ran.map((r) => r.n)).toEqual([1, 2]);
    expect(await db.select().from(embeddedJobs)).toHaveLength(0);
  });

  it("keeps one waiting job per key: adding again replaces it", async () => {
    const later = new Date(Date.now() + 60_000);
    await addEmbeddedJob(db, "test.record", { n: 1 }, { jobKey: "reminder:bill-1", runAt: later });
    await addEmbeddedJob(db, "test.record", { n: 2 }, { jobKey: "reminder:bill-1", runAt: later });
    const rows = await db.select().from(embeddedJobs);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toEqual({ n: 2 });
  });

  it("keeps a job added while one of its key runs: the new one runs after it, and the running one is not retried", async () => {
    failuresLeft = 1;
    await addEmbeddedJob(db, "test.flaky", { n: 1 }, { jobKey: "user:7" });
    const running = (await claimJob(db))!;
    await addEmbeddedJob(db, "test.flaky", { n: 2 }, { jobKey: "user:7" });
    const rows = await db.select().from(embeddedJobs);
    expect(rows.map((r) => [r.payload, r.jobKey])).toEqual(expect.arrayContaining([[{ n: 1 }, null], [{ n: 2 }, "user:7"]]));
    // The running one fails: it read a world the second add says has changed, so it is not run again.
    expect(await runClaimed(db, running)).toBe("retry");
    const later = new Date(Date.now() + 86_400_000);
    await runAllDue(later);
    expect(ran).toEqual([{ task: "test.flaky", n: 2, attempt: 1 }]);
    expect(await claimJob(db, later)).toBeNull();
  });

  it("never gives one job to two runners", async () => {
    await addEmbeddedJob(db, "test.record", { n: 1 });
    const [a, b] = await Promise.all([claimJob(db), claimJob(db)]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
  });

  it("retries a failed job after graphile-worker's back-off, then keeps it as a dead letter", async () => {
    failuresLeft = 5;
    await addEmbeddedJob(db, "test.flaky", { n: 7 });
    const first = (await claimJob(db))!;
    expect(await runClaimed(db, first)).toBe("retry");
    const [waiting] = await db.select().from(embeddedJobs);
    expect(waiting!.lockedAt).toBeNull();
    expect(waiting!.lastError).toBe("Error: the company's server said no");
    expect(waiting!.runAt.getTime() - Date.now()).toBeGreaterThan(retryDelayMs(1) - 1_000);
    expect(await claimJob(db)).toBeNull();

    const second = (await claimJob(db, new Date(Date.now() + retryDelayMs(1) + 1_000)))!;
    expect(second.attempts).toBe(2);
    expect(await runClaimed(db, second)).toBe("dead");
    expect(await claimJob(db, new Date(Date.now() + 86_400_000))).toBeNull();
    const dead = await deadEmbeddedJobs(db, 10);
    expect(dead).toMatchObject([{ task: "test.flaky", payload: { n: 7 }, attempts: 2, lastError: "Error: the company's server said no" }]);
    expect(dead[0]!.lastError).not.toMatch(/ at /);

    // An operator runs it again: from its first attempt, and now it works.
    failuresLeft = 0;
    expect(await retryEmbeddedJob(db, dead[0]!.id)).toBe(true);
    expect(await retryEmbeddedJob(db, dead[0]!.id)).toBe(false);
    await runAllDue();
    expect(ran).toEqual([{ task: "test.flaky", n: 7, attempt: 1 }]);
    expect(await deadEmbeddedJobs(db, 10)).toEqual([]);
  });

  it("gives up at once on a payload that cannot run, and on an unknown job", async () => {
    await addEmbeddedJob(db, "test.record", { n: "seven" });
    await addEmbeddedJob(db, "no.such.job", {});
    await runAllDue();
    expect(ran).toEqual([]);
    const dead = await deadEmbeddedJobs(db, 10);
    expect(dead.map((d) => [d.task, d.attempts])).toEqual(expect.arrayContaining([["test.record", 5], ["no.such.job", 5]]));
    expect(dead.find((d) => d.task === "test.record")!.lastError).toMatch(/does not fit: n/);
  });

  it("queues a scheduled job once per matching minute, however often it looks", async () => {
    const items = [{ task: "test.record", match: crontabMatcher("30 9 * * *"), identifier: `test-${Math.random()}`, payload: { n: 9 }, options: {} }];
    const at = new Date("2026-11-26T09:30:05Z");
    expect(await queueScheduled(db, items, at)).toHaveLength(1);
    expect(await queueScheduled(db, items, new Date("2026-11-26T09:30:55Z"))).toEqual([]);
    expect(await queueScheduled(db, items, new Date("2026-11-26T09:31:00Z"))).toEqual([]);
    const rows = await db.select().from(embeddedJobs);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toEqual({ n: 9, _cron: { ts: "2026-11-26T09:30:00.000Z" } });
    expect(await queueScheduled(db, items, new Date("2026-11-27T09:30:01Z"))).toHaveLength(1);
  });

  it("runs again on start a job that was running when the last process stopped", async () => {
    await addEmbeddedJob(db, "test.record", { n: 3 });
    const claimed = (await claimJob(db))!;
    expect(claimed.lockedAt).not.toBeNull();
    // The process "dies" here; a new one starts its runner.
    const runner = embeddedEngine(async () => db, { concurrency: 2, pollMs: 50 });
    await runner.start();
    await expect.poll(() => ran.length, { timeout: 5_000 }).toBe(1);
    await runner.stop();
    expect(ran[0]).toMatchObject({ n: 3, attempt: 2 });
    expect(await db.select().from(embeddedJobs).where(eq(embeddedJobs.id, claimed.id))).toEqual([]);
  });

  it("runs what is added to a started runner at once, several side by side", async () => {
    const runner = embeddedEngine(async () => db, { concurrency: 3, pollMs: 60_000 });
    await runner.start();
    for (let n = 0; n < 10; n++) await runner.add("test.record", { n });
    await expect.poll(() => ran.length, { timeout: 5_000 }).toBe(10);
    await runner.stop();
    expect(new Set(ran.map((r) => r.n)).size).toBe(10);
  });
});
