// Live status across instances: two app processes on one PostgreSQL database, a page's stream on
// A and the provider's callback landing on B. The change reaches A through LISTEN/NOTIFY within a
// second; A killed and started again is resumed from Last-Event-ID; A's LISTEN connection cut by
// the database is made again and events flow.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient, sandboxControl, uniqueEmail } from "../support/api-client";
import { startApp, type AppProcess } from "../support/app-process";
import { STATUS_READS_FAIL, billResult, paidBill, sendCallback, signed } from "../support/callback-helpers";
import { freePort } from "../support/free-port";
import { NO_FAULTS, getOperation, type Operation } from "../support/payment-helpers";
import { freshPostgres } from "../support/postgres";
import { APP_SECRET_ENV } from "../support/secrets";
import { openStream, operationOf, type SseStream } from "../support/sse-client";
import { routeServers } from "../support/route-servers";

describe.runIf(inject("dbKind") === "postgres")("live status across two instances on one PostgreSQL database", () => {
  let database: { url: string; drop(): Promise<void> };
  let env: Record<string, string>;
  let portA: number;
  let a: AppProcess;
  let b: AppProcess;
  const dirs: string[] = [];
  const PASSWORD = "correct horse battery";
  const streams: SseStream[] = [];

  const start = (port: number) => {
    const dir = mkdtempSync(path.join(tmpdir(), "saldo-live-"));
    dirs.push(dir);
    return startApp(port, { ...env, DATA_DIR: dir });
  };

  beforeAll(async () => {
    database = await freshPostgres("live");
    env = {
      PROVIDER_BASE_URL: routeServers().sandboxUrl,
      ...APP_SECRET_ENV,
      DATABASE_URL: database.url,
      TRUST_PROXY: "1",
      CATALOG_REFRESH_MS: "3600000",
      LIVE_HEARTBEAT_MS: "500",
    };
    portA = await freePort();
    a = await start(portA);
    b = await start(await freePort());
  }, 120_000);

  afterEach(async () => {
    streams.splice(0).forEach((s) => s.close());
  });

  afterAll(async () => {
    await sandboxControl("/faults", NO_FAULTS);
    await a?.stop();
    await b?.stop();
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A user signed in on A and on B, and a bill paid on A that only a callback settles. */
  async function waitingBill(): Promise<{ onA: ApiClient; onB: ApiClient; op: Operation }> {
    await sandboxControl("/faults", STATUS_READS_FAIL);
    const email = uniqueEmail("live-ab");
    const onA = new ApiClient(a.url);
    expect((await onA.post("/api/auth/sign-up", { email, password: PASSWORD, name: "Ana Pérez" })).status).toBe(201);
    const op = await paidBill(onA, 5);
    expect(op.status).toBe("processing");
    const onB = new ApiClient(b.url);
    expect((await onB.post("/api/auth/sign-in", { email, password: PASSWORD })).status).toBe(200);
    return { onA, onB, op };
  }

  async function followOnA(user: ApiClient, op: Operation, headers: Record<string, string> = {}) {
    const stream = await openStream(`${a.url}/api/operations/${op.id}/events`, { cookie: user.cookieHeader(), "x-forwarded-for": user.address, ...headers });
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  }

  /** The provider's signed callback, delivered to B; resolves with when it was sent. */
  async function confirmOnB(op: Operation): Promise<number> {
    const sentAt = Date.now();
    const answer = await sendCallback("/confirm-payment", signed(billResult(op, "confirmed")), undefined, b.url);
    expect(answer.status).toBe(200);
    return sentAt;
  }

  it("brings a callback that lands on B to a page streaming from A within a second", async () => {
    const { onA, op } = await waitingBill();
    const stream = await followOnA(onA, op);
    expect(operationOf(await stream.next())).toMatchObject({ status: "processing" });

    const latencies: number[] = [];
    const sentAt = await confirmOnB(op);
    const event = await stream.next(5_000);
    expect(operationOf(event)).toMatchObject({ id: op.id, status: "confirmed" });
    latencies.push(event!.at - sentAt);

    // Four more, for a steadier figure.
    for (let i = 0; i < 4; i++) {
      const more = await waitingBill();
      const s = await followOnA(more.onA, more.op);
      await s.next();
      const at = await confirmOnB(more.op);
      const e = await s.next(5_000);
      expect(operationOf(e)).toMatchObject({ status: "confirmed" });
      latencies.push(e!.at - at);
    }
    console.info(`live status B → A (callback sent to B → event on A's stream), ms: ${latencies.join(", ")}; max ${Math.max(...latencies)}`);
    for (const ms of latencies) expect(ms).toBeLessThan(1_000);
  });

  it("resumes from Last-Event-ID after A is killed and started again, with the change made while A was down", async () => {
    const { onA, onB, op } = await waitingBill();
    const stream = await followOnA(onA, op);
    const shown = await stream.next();
    expect(operationOf(shown)).toMatchObject({ status: "processing" });

    await a.kill("SIGKILL");
    await stream.ended;
    await confirmOnB(op);
    // Meanwhile the page polls (its fallback), here through B.
    await expect.poll(async () => (await getOperation(onB, op.id)).status, { timeout: 10_000 }).toBe("confirmed");

    a = await start(portA);
    const resumed = await followOnA(onA, op, { "last-event-id": shown!.id! });
    const event = await resumed.next(5_000);
    expect(operationOf(event)).toMatchObject({ id: op.id, status: "confirmed" });
    expect(Number(event?.id)).toBeGreaterThan(Number(shown?.id));
  }, 120_000);

  it("makes its LISTEN connection again when the database cuts it, and events flow again", async () => {
    const first = await waitingBill();
    const warm = await followOnA(first.onA, first.op);
    await warm.next();

    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const listeners = async () =>
      (await admin.query<{ pid: number }>("select pid from pg_stat_activity where application_name = 'saldo-live-listen' and datname = current_database()")).rows.map((r) => r.pid);
    try {
      const before = await listeners();
      expect(before.length).toBeGreaterThanOrEqual(1);
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'saldo-live-listen' and datname = current_database()");
      await expect.poll(async () => (await listeners()).filter((pid) => !before.includes(pid)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
      await expect.poll(async () => ((await (await fetch(`${a.url}/api/health`)).json()) as { live: { listener: string } }).live.listener, { timeout: 15_000 }).toBe("listening");
    } finally {
      await admin.end();
    }

    const { onA, op } = await waitingBill();
    const stream = await followOnA(onA, op);
    expect(operationOf(await stream.next())).toMatchObject({ status: "processing" });
    const sentAt = await confirmOnB(op);
    const event = await stream.next(5_000);
    expect(operationOf(event)).toMatchObject({ status: "confirmed" });
    expect(event!.at - sentAt).toBeLessThan(1_000);
    // The stream opened before the cut was told to read again, and still works.
    await confirmOnB(first.op);
    expect(operationOf(await warm.next(5_000))).toMatchObject({ status: "confirmed" });
  }, 60_000);

  it("ends its open streams on SIGTERM, so a stopping instance is not held up by them", async () => {
    const { onB, op } = await waitingBill();
    const stream = await openStream(`${b.url}/api/operations/${op.id}/events`, { cookie: onB.cookieHeader(), "x-forwarded-for": onB.address });
    streams.push(stream);
    expect(operationOf(await stream.next())).toMatchObject({ status: "processing" });
    const started = Date.now();
    await b.stop();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 30_000);
});
