// How many live-status streams one account holds at once, on apps of this file's own (a cap of 3,
// a stale window of 3 s): past the cap a stream is refused with 429 and the error shape, another
// account is not affected, a closed stream gives its place back, two instances on one PostgreSQL
// database share the count (also when many ask at once), an instance stopped with SIGTERM gives
// its places back at once, and one killed with SIGKILL locks nobody out for longer than the stale
// window.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient, sandboxControl, uniqueEmail } from "../support/api-client";
import { startApp, type AppProcess } from "../support/app-process";
import { STATUS_READS_FAIL, paidBill } from "../support/callback-helpers";
import { freePort } from "../support/free-port";
import { NO_FAULTS, type Operation } from "../support/payment-helpers";
import { freshPostgres } from "../support/postgres";
import { APP_SECRET_ENV } from "../support/secrets";
import { openStream, operationOf, type SseStream } from "../support/sse-client";
import { routeServers } from "../support/route-servers";

const CAP = 3;
const STALE_MS = 3_000;
const onPostgres = inject("dbKind") === "postgres";

describe("the live-status streams one account may hold", () => {
  let database: { url: string; drop(): Promise<void> } | null = null;
  let env: Record<string, string>;
  const dirs: string[] = [];
  const apps: AppProcess[] = [];
  const streams: SseStream[] = [];

  const start = async (dataDir = mkdtempSync(path.join(tmpdir(), "saldo-live-cap-"))) => {
    if (!dirs.includes(dataDir)) dirs.push(dataDir);
    const app = await startApp(await freePort(), { ...env, DATA_DIR: dataDir });
    apps.push(app);
    return { app, dataDir };
  };

  beforeAll(async () => {
    database = onPostgres ? await freshPostgres("live_cap") : null;
    env = {
      PROVIDER_BASE_URL: routeServers().sandboxUrl,
      ...APP_SECRET_ENV,
      ...(database ? { DATABASE_URL: database.url } : {}),
      TRUST_PROXY: "1",
      CATALOG_REFRESH_MS: "3600000",
      LIVE_STREAMS_PER_USER: String(CAP),
      LIVE_STREAM_STALE_MS: String(STALE_MS),
    };
    // Only a callback could settle these bills: the streams stay open.
    await sandboxControl("/faults", STATUS_READS_FAIL);
  }, 120_000);

  afterEach(() => {
    streams.splice(0).forEach((s) => s.close());
  });

  afterAll(async () => {
    await sandboxControl("/faults", NO_FAULTS);
    for (const app of apps) await app.stop();
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A user signed up on `app` with a bill in flight; the same user signs in on `others` too. */
  async function userWithBill(app: AppProcess, others: AppProcess[] = []): Promise<{ on: ApiClient[]; op: Operation; email: string }> {
    const email = uniqueEmail("live-cap");
    const first = new ApiClient(app.url);
    expect((await first.post("/api/auth/sign-up", { email, password: "correct horse battery", name: "Ana Pérez" })).status).toBe(201);
    const op = await paidBill(first, 5);
    expect(op.status).toBe("processing");
    const on = [first];
    for (const other of others) {
      const client = new ApiClient(other.url, first.address);
      expect((await client.post("/api/auth/sign-in", { email, password: "correct horse battery" })).status).toBe(200);
      on.push(client);
    }
    return { on, op, email };
  }

  const headersOf = (user: ApiClient) => ({ cookie: user.cookieHeader(), "x-forwarded-for": user.address });
  const eventsPath = (op: Operation) => `/api/operations/${op.id}/events`;

  /** A stream that must open: its first event is the operation. */
  async function follow(user: ApiClient, op: Operation, pathname = eventsPath(op)): Promise<SseStream> {
    const stream = await openStream(`${user.baseUrl}${pathname}`, headersOf(user));
    streams.push(stream);
    expect(stream.status, pathname).toBe(200);
    expect(operationOf(await stream.next(5_000))).toMatchObject({ id: op.id });
    return stream;
  }

  /** What the app answers a stream it should refuse (a stream it opens instead is closed at once). */
  async function refused(user: ApiClient, pathname: string) {
    const abort = new AbortController();
    const response = await fetch(`${user.baseUrl}${pathname}`, { headers: { accept: "text/event-stream", ...headersOf(user) }, signal: abort.signal });
    const streaming = response.headers.get("content-type")?.startsWith("text/event-stream");
    if (streaming) abort.abort();
    const text = streaming ? "(an event stream)" : await response.text();
    return { status: response.status, retryAfter: response.headers.get("retry-after"), body: streaming ? null : (JSON.parse(text || "null") as unknown), text };
  }

  async function expectRefused(user: ApiClient, pathname: string) {
    const answer = await refused(user, pathname);
    expect(answer.status, answer.text).toBe(429);
    expect(answer.body).toMatchObject({ error: { code: "RATE_LIMITED", message: expect.stringContaining(`at most ${CAP}`) } });
    expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
  }

  /** Opens a stream as soon as the app lets it (a place is freed a moment after its stream ends); how long that took. */
  async function followOnceFree(user: ApiClient, op: Operation, timeout: number): Promise<number> {
    const started = Date.now();
    await expect
      .poll(
        async () => {
          const stream = await openStream(`${user.baseUrl}${eventsPath(op)}`, headersOf(user));
          if (stream.status !== 200) {
            stream.close();
            return stream.status;
          }
          streams.push(stream);
          return (operationOf(await stream.next(5_000)) as { id?: string } | null)?.id;
        },
        { timeout, interval: 200 },
      )
      .toBe(op.id);
    return Date.now() - started;
  }

  it("refuses one account's streams past the cap with 429 and Retry-After, while another account still streams", async () => {
    const { app } = await start();
    const { on: [ana], op } = await userWithBill(app);
    for (let i = 0; i < CAP; i++) await follow(ana!, op);
    await expectRefused(ana!, eventsPath(op));
    // The rows' stream (home, history) counts against the same places.
    await expectRefused(ana!, `/api/operations/events?ids=${op.id}`);

    const { on: [bruno], op: brunos } = await userWithBill(app);
    for (let i = 0; i < CAP; i++) await follow(bruno!, brunos);
  }, 120_000);

  it("gives a place back when a stream is closed", async () => {
    const app = apps[0]!;
    const { on: [ana], op } = await userWithBill(app);
    const held = [];
    for (let i = 0; i < CAP; i++) held.push(await follow(ana!, op));
    await expectRefused(ana!, eventsPath(op));
    held[0]!.close();
    await followOnceFree(ana!, op, 5_000);
    await expectRefused(ana!, eventsPath(op));
  }, 60_000);

  it.runIf(onPostgres)("shares the count between two instances on one database", async () => {
    const a = apps[0]!;
    const { app: b } = await start();
    const { on: [onA, onB], op } = await userWithBill(a, [b]);
    const held = [await follow(onA!, op), await follow(onB!, op), await follow(onA!, op)];
    await expectRefused(onB!, eventsPath(op));
    await expectRefused(onA!, eventsPath(op));
    held[0]!.close();
    await followOnceFree(onB!, op, 5_000);
  }, 120_000);

  it.runIf(onPostgres)("gives out no more places than the cap when many streams ask at once on both instances", async () => {
    const [a, b] = [apps[0]!, apps[1]!];
    const { on, op } = await userWithBill(a, [b]);
    const asked = await Promise.all(
      Array.from({ length: CAP * 4 }, (_, i) => openStream(`${on[i % 2]!.baseUrl}${eventsPath(op)}`, headersOf(on[i % 2]!))),
    );
    streams.push(...asked);
    const statuses = asked.map((s) => s.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CAP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(CAP * 3);
  }, 60_000);

  it.runIf(onPostgres)("gives back the places of an instance that stops on SIGTERM at once, not when they go stale", async () => {
    const { app: stopping } = await start();
    const { on: [onStopping, onA], op } = await userWithBill(stopping, [apps[0]!]);
    for (let i = 0; i < CAP; i++) await follow(onStopping!, op);
    await expectRefused(onA!, eventsPath(op));
    await stopping.stop();
    for (let i = 0; i < CAP; i++) await follow(onA!, op);
  }, 60_000);

  it("lets the user stream again within the stale window after the instance holding the streams is killed", async () => {
    const { app: doomed, dataDir } = await start();
    // On PostgreSQL another instance serves the user at once; on the embedded database the same
    // data folder is started again (one process owns it).
    const survivor = onPostgres ? apps[0]! : null;
    const { on: [onDoomed, onSurvivor], op, email } = await userWithBill(doomed, survivor ? [survivor] : []);
    for (let i = 0; i < CAP; i++) await follow(onDoomed!, op);
    await expectRefused(onDoomed!, eventsPath(op));

    const killedAt = Date.now();
    await doomed.kill("SIGKILL");
    const user = onSurvivor ?? new ApiClient((await start(dataDir)).app.url, onDoomed!.address);
    if (!onSurvivor) expect((await user.post("/api/auth/sign-in", { email, password: "correct horse battery" })).status).toBe(200);
    // The killed instance's places count until they are stale, and not for long after.
    await followOnceFree(user, op, STALE_MS + 10_000);
    console.info(`live streams (${inject("dbKind")}): streaming again ${Date.now() - killedAt} ms after SIGKILL (stale window ${STALE_MS} ms)`);
  }, 120_000);
});
