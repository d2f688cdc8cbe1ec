// The callback abuse run, against the built app and the real sandbox:
// - a flood of forged callbacks (wrong credentials, a bad hash, oversize bodies) on the three
//   callback paths of an app on a fresh PostgreSQL database costs a handful of counter rows and no
//   memory, and the operator sees exactly what was refused (issue 7, finding 3);
// - the provider's own signed callbacks for a few hundred in-flight payments, each sent twice, from
//   50 connections at once, are all answered 200 within the provider's 5 s deadline on the embedded
//   database, and each payment is confirmed exactly once (finding 11).
import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_HEADERS, signed } from "../api/helpers/callbacks";
import { TEST_SECRETS } from "../api/secrets";
import { startApp } from "../support/app-process";
import { memoryOf, percentiles, sendFrom, tally, type CallbackPost, type Timed } from "../support/callback-load";
import { ChaosUser } from "../support/chaos-client";
import { printTable } from "../support/chaos-figures";
import { planIntent, runIntent, type Intent, type Kind } from "../support/chaos-workload";
import { freePort } from "../support/free-port";
import { freshPostgres } from "../support/postgres";
import { startSandbox, type SandboxProcess } from "../support/sandbox-process";

const OPERATOR = "ops@saldo.test";
const APP_ENV = {
  PROVIDER_API_KEY: TEST_SECRETS.providerApiKey,
  PROVIDER_PASSWORD: TEST_SECRETS.providerPassword,
  CALLBACK_API_KEY: TEST_SECRETS.callbackApiKey,
  CALLBACK_TOKEN: TEST_SECRETS.callbackToken,
  CALLBACK_HASH_SECRET: TEST_SECRETS.callbackHashSecret,
  SESSION_SECRET: TEST_SECRETS.sessionSecret,
  PIN_ENCRYPTION_KEY: TEST_SECRETS.pinKey,
  ADMIN_EMAILS: OPERATOR,
  // The reconciler's first status read comes 10 min after a payment: only callbacks settle here.
  RECONCILE_BASE_DELAY_MS: "600000",
};
const PATHS = ["/confirm-payment", "/confirmPayment", "/confirm-gift-card"] as const;
const KB = 1024;

const cleanup: (() => Promise<void>)[] = [];
let sandbox: SandboxProcess;

/** One app on its own port and data folder, with the operator signed up. */
async function startAppWith(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "saldo-abuse-"));
  cleanup.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const app = await startApp(await freePort(), { ...APP_ENV, PROVIDER_BASE_URL: sandbox.url, DATA_DIR: dataDir, ...env });
  cleanup.push(() => app.stop());
  const operator = await new ChaosUser(OPERATOR).signUp(app.url);
  return { app, dataDir, operator };
}

beforeAll(async () => {
  sandbox = await startSandbox({
    SANDBOX_CALLBACK_API_KEY: TEST_SECRETS.callbackApiKey,
    SANDBOX_CALLBACK_TOKEN: TEST_SECRETS.callbackToken,
    SANDBOX_CALLBACK_HASH_SECRET: TEST_SECRETS.callbackHashSecret,
    SANDBOX_API_KEY: TEST_SECRETS.providerApiKey,
    SANDBOX_CLIENT_PASSWORD: TEST_SECRETS.providerPassword,
  });
  cleanup.push(() => sandbox.stop());
  await sandbox.control("/wallet", { currency: "ARS", balance: 1_000_000_000 });
  // The provider settles every payment but sends no callback: this suite sends them itself.
  await sandbox.control("/faults", { dropCallbacks: true });
});

afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});

describe("a flood of forged callbacks", () => {
  const FLOOD_MS = 15_000;
  const CONNECTIONS = 16;
  /** Past the app's 64 KB limit on a callback body. */
  const PADDING = "x".repeat(256 * KB);
  const WRONG_CREDENTIALS: Record<string, string>[] = [
    {},
    { ...GOOD_HEADERS, "x-api-key": "forged-api-key" },
    { "x-api-key": "sandbox-callback-key", "x-authorization-token": "sandbox-callback-token" },
  ];
  type Forged = CallbackPost & { kind: string; reason: "credentials" | "hash" };

  /** Request n: each path in turn; wrong credentials, the right ones with a bad hash, or an oversize body. */
  function forged(n: number): Forged {
    const path = PATHS[n % PATHS.length]!;
    const payload = { externalPaymentId: randomUUID(), operationId: String(n), status: "confirmed", amount: 100, type: "SERVICE" };
    const wrong = WRONG_CREDENTIALS[Math.floor(n / 9) % WRONG_CREDENTIALS.length]!;
    switch (Math.floor(n / 3) % 3) {
      case 0:
        return { kind: "wrong credentials", reason: "credentials", path, headers: wrong, body: signed(payload, "not-the-shared-secret") };
      case 1: {
        const body = n % 2 === 0 ? signed(payload, "not-the-shared-secret") : JSON.stringify({ ...payload, hash: randomBytes(32).toString("hex") });
        return { kind: "right credentials, bad hash", reason: "hash", path, headers: GOOD_HEADERS, body };
      }
      default:
        return { kind: "256 KB body, wrong credentials", reason: "credentials", path, headers: wrong, body: signed({ ...payload, padding: PADDING }, "x") };
    }
  }

  type Storage = { callbacks: number; refusalRows: number; refusedCounted: number; bytes: number };
  async function storage(url: string): Promise<Storage> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<Storage>(
        `select (select count(*) from callbacks)::int as callbacks,
                (select count(*) from callback_refusals)::int as "refusalRows",
                (select coalesce(sum(count), 0) from callback_refusals)::int as "refusedCounted",
                (pg_total_relation_size('callbacks') + pg_total_relation_size('callback_refusals'))::int as bytes`,
      );
      return rows[0]!;
    } finally {
      await client.end();
    }
  }

  const sent = new Map<string, number>();
  const answers: (Timed & { kind: string })[] = [];
  const record = (_: number, request: CallbackPost, answer: Timed) => {
    const { kind, reason, path } = request as Forged;
    sent.set(`${path}|${reason}`, (sent.get(`${path}|${reason}`) ?? 0) + 1);
    answers.push({ ...answer, body: answer.status !== null && answer.status < 500 ? "" : answer.body, kind });
  };
  let before: Storage;
  let after: Storage;
  let reported: { refused: { path: string; reason: string; count: number }[] };
  let health: { callbacks?: { refusedLast24h: number | null } };
  let memory: Record<"before" | "after" | "settled", ReturnType<typeof memoryOf>>;
  /** Readings of the operator console and health during the flood that were out of bounds. */
  const misread: string[] = [];
  let readings = 0;

  const refusedIn = (path: string, body: unknown) =>
    path === "/api/health"
      ? ((body as typeof health).callbacks?.refusedLast24h ?? -1)
      : (body as typeof reported).refused.reduce((sum, r) => sum + r.count, 0);

  /**
   * Reads the refusal count while the flood runs: it includes what is not written yet, so it can
   * never be below the requests already answered, nor above the requests already sent.
   */
  async function watch(operator: ChaosUser, url: string, started: () => number, flooding: () => boolean) {
    while (flooding()) {
      const low = answers.length;
      const path = readings++ % 2 === 0 ? "/api/admin/callbacks?limit=1" : "/api/health";
      const count = refusedIn(path, (await operator.request(url, "GET", path)).body);
      const high = started();
      if (count < low || count > high) misread.push(`${path} said ${count} while ${low} were answered and ${high} sent`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  beforeAll(async () => {
    const database = await freshPostgres("abuse");
    cleanup.push(() => database.drop());
    const { app, operator } = await startAppWith({ DATABASE_URL: database.url });
    before = await storage(database.url);
    // One of each kind on each path first, so the routes are loaded before memory is measured.
    await sendFrom(app.url, 1, (n) => (n < 9 ? forged(n) : null), record);
    memory = { before: memoryOf(app.pid), after: memoryOf(app.pid), settled: memoryOf(app.pid) };

    const deadline = performance.now() + FLOOD_MS;
    let started = answers.length;
    const next = (n: number) => (performance.now() < deadline ? (started++, forged(n + 9)) : null);
    const [flood] = await Promise.all([
      sendFrom(app.url, CONNECTIONS, next, record),
      watch(operator, app.url, () => started, () => performance.now() < deadline),
    ]);
    memory.after = memoryOf(app.pid);
    const total = answers.length;

    // Every count reaches the database within a flush or two (every 5 s).
    const waited = performance.now();
    after = await storage(database.url);
    while (after.refusedCounted < total && performance.now() - waited < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      after = await storage(database.url);
    }
    const flushedMs = performance.now() - waited;
    reported = (await operator.request(app.url, "GET", "/api/admin/callbacks?limit=1")).body as typeof reported;
    health = (await operator.request(app.url, "GET", "/api/health")).body as typeof health;
    memory.settled = memoryOf(app.pid);

    printTable("Refused-callback flood (PostgreSQL)", {
      "requests": `${total} in ${(flood.ms / 1000).toFixed(1)} s from ${CONNECTIONS} connections (${Math.round(flood.sent / (flood.ms / 1000))}/s): ${tally(answers, (a) => a.kind)}`,
      "answers": tally(answers, (a) => String(a.status ?? `none (${a.error})`)),
      "latency": Object.entries(percentiles(answers.map((a) => a.ms))).map(([k, v]) => `${k} ${v} ms`).join(", "),
      "callbacks rows": `${before.callbacks} → ${after.callbacks}`,
      "callback_refusals rows": `${before.refusalRows} → ${after.refusalRows}, counting ${after.refusedCounted} (written ${(flushedMs / 1000).toFixed(1)} s after the flood)`,
      "bytes of both tables": `${before.bytes} → ${after.bytes} (+${((after.bytes - before.bytes) / KB).toFixed(0)} KB; before the fix: +17.6 MB for 6,079 requests)`,
      "operator console (refused)": reported.refused.map((r) => `${r.path} ${r.reason} ${r.count}`).join(", "),
      "health refusedLast24h": String(health.callbacks?.refusedLast24h),
      "readings during the flood": `${readings} (console and health in turn), ${misread.length} out of bounds${misread[0] ? `, e.g. ${misread[0]}` : ""}`,
      "app RSS": `${memory.before.rssMb} MB before, ${memory.after.rssMb} MB after the flood, ${memory.settled.rssMb} MB after the flush; peak ${memory.settled.peakMb} MB`,
    });
  }, 120_000);

  it("answers every forged callback 401, or 400 for an unreadable one, never 5xx or nothing", () => {
    const unexpected = answers.filter((a) => a.status !== 401 && a.status !== 400);
    expect(unexpected.slice(0, 10), `${unexpected.length} unexpected answers`).toEqual([]);
  });

  it("stores no callback row for a forged request", () => {
    expect(after.callbacks).toBe(before.callbacks);
  });

  it("counts the refusals in a handful of rows and a few kilobytes, whatever the rate", () => {
    // One row per hour, path and reason: 6 an hour here, 12 if the flood crossed an hour.
    expect(after.refusalRows - before.refusalRows).toBeLessThanOrEqual(12);
    expect(after.bytes - before.bytes).toBeLessThan(64 * KB);
  });

  it("reports exactly the refusals sent, by path and reason, to the operator and in health", () => {
    const total = answers.length;
    const byKey = Object.fromEntries(reported.refused.map((r) => [`${r.path}|${r.reason}`, r.count]));
    expect(byKey).toEqual(Object.fromEntries(sent));
    expect(health.callbacks?.refusedLast24h).toBe(total);
    expect(after.refusedCounted).toBe(total);
  });

  it("never reports more refusals than were sent, nor fewer than were answered, while counts are written", () => {
    expect(readings).toBeGreaterThan(10);
    expect(misread).toEqual([]);
  });

  it("does not grow the app's memory with the flood", () => {
    expect(memory.settled.rssMb - memory.before.rssMb).toBeLessThan(150);
  });
});

describe("the provider's genuine callbacks on the embedded database", () => {
  const TOPUPS = 250;
  const BILLS = 50;
  const SETUP_IN_FLIGHT = 12;
  const CONNECTIONS = 50;
  /** The provider gives up on an answer after 5 s and sends the callback again. */
  const PROVIDER_DEADLINE_MS = 5_000;
  /** What issue 7 asks of the 99th percentile; reported, not asserted (a shared machine is noisy). */
  const P99_TARGET_MS = 1_000;

  type SentCallback = { path: string; externalPaymentId: string; body: string; copy: number };
  const answers: (Timed & { copy: number })[] = [];
  let intents: Intent[] = [];
  let made: string[] = [];
  let drainedMs: number | null = null;
  let rows: { external_payment_id: string; status: string; confirmed_events: number; sources: string }[] = [];
  let outcomes: { external_payment_id: string; outcome: string; n: number }[] = [];

  /** Payment n: a top-up of test value 5 or a bill of test value 1, both left processing at the app. */
  function intent(n: number): Intent {
    const [kind, digit]: [Kind, number] = n < TOPUPS ? ["topup", 5] : ["bill", 1];
    return { ...planIntent(n, "setup"), kind, digit, identifier: `${randomInt(100_000_000, 999_999_999)}${digit}`, mode: "single" };
  }

  /** The callbacks the provider recorded (and dropped) for the payments made, once it has them all. */
  async function providerCallbacks(epids: Set<string>): Promise<SentCallback[]> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { callbacks } = await sandbox.control<{ callbacks: SentCallback[] }>("/callbacks");
      const ours = callbacks.filter((c) => epids.has(c.externalPaymentId));
      if (ours.length >= epids.size || Date.now() > deadline) return ours;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async function readDatabase(dataDir: string) {
    const db = await PGlite.create(path.join(dataDir, "pglite"));
    try {
      rows = (await db.query<(typeof rows)[number]>(
        `select o.external_payment_id, o.status,
                (select count(*) from operation_events e where e.operation_id = o.id and e.to_status = 'confirmed')::int as confirmed_events,
                coalesce((select string_agg(e.source, ',') from operation_events e where e.operation_id = o.id and e.to_status = 'confirmed'), '') as sources
           from operations o`,
      )).rows;
      outcomes = (await db.query<(typeof outcomes)[number]>(
        "select external_payment_id, outcome, count(*)::int as n from callbacks group by 1, 2",
      )).rows;
    } finally {
      await db.close();
    }
  }

  beforeAll(async () => {
    const started = performance.now();
    const { app, dataDir, operator } = await startAppWith({});
    const users: ChaosUser[] = [];
    for (let i = 0; i < 5; i++) users.push(await new ChaosUser().signUp(app.url));
    const startedMs = performance.now() - started;

    intents = Array.from({ length: TOPUPS + BILLS }, (_, n) => intent(n));
    const instance = { name: "app", url: app.url };
    const router = { next: () => instance, other: () => instance };
    let next = 0;
    const maker = async () => {
      for (let n = next++; n < intents.length; n = next++) await runIntent(intents[n]!, users[n % users.length]!, router);
    };
    const making = performance.now();
    await Promise.all(Array.from({ length: SETUP_IN_FLIGHT }, maker));
    const makingMs = performance.now() - making;
    made = intents.flatMap((i) => i.attempts.filter((a) => a.status === 202 && a.externalPaymentId).map((a) => a.externalPaymentId!));

    // Each callback as the provider signed it, then again as its retry, 25 callbacks later.
    const firsts = await providerCallbacks(new Set(made));
    const requests: (CallbackPost & { copy: number })[] = [];
    firsts.forEach((c, i) => {
      requests.push({ path: c.path, headers: GOOD_HEADERS, body: c.body, copy: 0 });
      const earlier = firsts[i - 25];
      if (earlier) requests.push({ path: earlier.path, headers: GOOD_HEADERS, body: earlier.body, copy: 1 });
    });
    for (const c of firsts.slice(-25)) requests.push({ path: c.path, headers: GOOD_HEADERS, body: c.body, copy: 1 });

    const memoryBefore = memoryOf(app.pid);
    const load = await sendFrom(app.url, CONNECTIONS, (n) => requests[n] ?? null, (n, _, answer) =>
      answers.push({ ...answer, copy: requests[n]!.copy }),
    );
    const memoryAfter = memoryOf(app.pid);

    // Applied off the request: wait until no stored callback is left to apply.
    const waiting = performance.now();
    for (;;) {
      const { body } = await operator.request(app.url, "GET", "/api/admin/callbacks?outcome=received&limit=1");
      if ((body as { callbacks: unknown[] }).callbacks.length === 0) {
        drainedMs = performance.now() - waiting;
        break;
      }
      if (performance.now() - waiting > 60_000) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await app.stop();
    await readDatabase(dataDir);

    const latency = percentiles(answers.map((a) => a.ms));
    const loadStarted = Math.min(...answers.map((a) => a.startedAt));
    const late = answers.filter((a) => a.ms >= PROVIDER_DEADLINE_MS).map((a) => `${((a.startedAt - loadStarted) / 1000).toFixed(1)} s (+${(a.ms / 1000).toFixed(1)} s)`);
    printTable("Genuine callbacks (PGlite)", {
      "in-flight payments": `${made.length} of ${intents.length} (${tally(intents, (i) => `${i.kind}:${i.digit}`)}), made in ${(makingMs / 1000).toFixed(1)} s at ${SETUP_IN_FLIGHT} in flight; app up in ${(startedMs / 1000).toFixed(1)} s`,
      "callbacks sent": `${answers.length} (${firsts.length} first deliveries, ${requests.length - firsts.length} retries of them) from ${CONNECTIONS} connections`,
      "answers": tally(answers, (a) => `${a.status ?? `none (${a.error})`}${a.status === 200 ? ` ${a.body}` : ""}`),
      "latency": `p50 ${latency.p50} ms, p95 ${latency.p95} ms, p99 ${latency.p99} ms, max ${latency.max} ms; over 1 s ${answers.filter((a) => a.ms > 1_000).length}, over 5 s ${answers.filter((a) => a.ms > 5_000).length}`,
      "p99 against issue 7's target": `${latency.p99} ms vs < ${P99_TARGET_MS} ms: ${latency.p99 < P99_TARGET_MS ? "met" : "MISSED"} (before the fix: p99 3.3 s, 9 answers over 10 s)`,
      "late answers, asked at": late.length ? `${late.slice(0, 8).join(", ")}${late.length > 8 ? ", …" : ""}` : "none",
      "throughput": `${Math.round(load.sent / (load.ms / 1000))} callbacks/s (${(load.ms / 1000).toFixed(1)} s)`,
      "all applied": drainedMs === null ? "NOT within 60 s" : `${(drainedMs / 1000).toFixed(1)} s after the last answer`,
      "operations": tally(rows, (r) => `${r.status} (${r.confirmed_events} confirmed event${r.confirmed_events === 1 ? "" : "s"}${r.sources ? ` by ${r.sources}` : ""})`),
      "stored callbacks": tally(outcomes.flatMap((o) => Array<string>(o.n).fill(o.outcome)), (o) => o),
      "app RSS": `${memoryBefore.rssMb} MB before, ${memoryAfter.rssMb} MB after; peak ${memoryAfter.peakMb} MB`,
    });
  }, 180_000);

  it("has every payment in flight, called back by the provider's own signed body", () => {
    expect(made).toHaveLength(intents.length);
    expect(answers).toHaveLength(2 * made.length);
  });

  it("answers every callback, first or repeated, 200 {status: Confirm} within the provider's 5 s", () => {
    const bad = answers.filter((a) => a.status !== 200 || a.body !== '{"status":"Confirm"}');
    expect(bad.slice(0, 10), `${bad.length} answers were not 200 Confirm`).toEqual([]);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(PROVIDER_DEADLINE_MS);
  });

  it("applies every callback right after answering it, within a minute of the last answer", () => {
    expect(drainedMs).not.toBeNull();
  });

  it("confirms each payment exactly once and records its repeat as a duplicate", () => {
    const ours = new Set(made);
    const wrong = rows.filter((r) => ours.has(r.external_payment_id) && (r.status !== "confirmed" || r.confirmed_events !== 1));
    expect(wrong.slice(0, 10), `${wrong.length} operations not confirmed exactly once`).toEqual([]);
    expect(rows.filter((r) => ours.has(r.external_payment_id))).toHaveLength(made.length);
    const perPayment = new Map<string, string[]>();
    for (const o of outcomes) perPayment.set(o.external_payment_id, [...(perPayment.get(o.external_payment_id) ?? []), ...Array<string>(o.n).fill(o.outcome)]);
    const notOnceEach = made.filter((epid) => (perPayment.get(epid) ?? []).sort().join(",") !== "applied,duplicate");
    expect(notOnceEach.slice(0, 10).map((epid) => `${epid}: ${perPayment.get(epid)?.join(",") ?? "none"}`)).toEqual([]);
  });
});
