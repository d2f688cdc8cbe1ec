// The console's dead letters: background jobs that used up their attempts (lib/platform/jobs), listed for
// operators only, and run again on request. On PostgreSQL a job that cannot run is queued from
// outside the app, straight into graphile-worker's own queue, as any database client could.
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { expectError } from "../support/auth-helpers";
import { ApiClient, signedUpUser } from "../support/api-client";
import { operator } from "../support/callback-helpers";
import { routeServers } from "../support/route-servers";

type DeadJobs = { engine: string; dead: { id: string; task: string; payload: unknown; attempts: number; lastError: string | null; failedAt: string }[] };

describe("the console's failed jobs", () => {
  it("are for operators only", async () => {
    expectError(await new ApiClient().get("/api/operator/jobs"), 401, "UNAUTHENTICATED");
    expectError(await (await signedUpUser("not-ops")).get("/api/operator/jobs"), 403, "FORBIDDEN");
    expectError(await (await signedUpUser("not-ops")).post("/api/operator/jobs/1/retry", {}), 403, "FORBIDDEN");
  });

  it("name the engine the jobs run on", async () => {
    const response = await (await operator()).get("/api/operator/jobs");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((response.body as DeadJobs).engine).toBe(inject("dbKind") === "postgres" ? "graphile-worker" : "embedded");
  });

  it("answer 404 to a retry of a job that is not dead", async () => {
    const ops = await operator();
    expectError(await ops.post("/api/operator/jobs/999999999/retry", {}), 404, "NOT_FOUND");
    expectError(await ops.post("/api/operator/jobs/not-a-number/retry", {}), 404, "NOT_FOUND");
  });

  it.runIf(inject("dbKind") === "postgres")("list a job that can never run, without a stack, and run it again on request", async () => {
    const client = new pg.Client({ connectionString: routeServers().databaseUrl });
    await client.connect();
    try {
      // The retention job with a payload it cannot take: given up at once.
      await client.query(`select graphile_worker.add_job('retention', '{"_cron": "not a schedule"}'::json, max_attempts := 5)`);
    } finally {
      await client.end();
    }
    const ops = await operator();
    const deadOne = async () => ((await ops.get("/api/operator/jobs")).body as DeadJobs).dead.find((d) => d.task === "retention");
    await expect.poll(deadOne, { timeout: 15_000, interval: 250 }).toMatchObject({ attempts: 1, payload: { _cron: "not a schedule" } });
    const dead = (await deadOne())!;
    expect(dead.lastError).toMatch(/does not fit: _cron/);
    expect(dead.lastError).not.toMatch(/\/work\/| at \w/);

    const retried = await ops.post(`/api/operator/jobs/${dead.id}/retry`, {});
    expect(retried.status).toBe(200);
    // It ran again (and failed again, as it must): once more a dead letter, its attempts counted anew.
    await expect.poll(async () => (await deadOne())?.failedAt ?? "", { timeout: 15_000, interval: 250 }).not.toBe("");
    const again = (await deadOne())!;
    expect(again.id).toBe(dead.id);
    expect(Date.parse(again.failedAt)).toBeGreaterThan(Date.parse(dead.failedAt));
  });
});
