// The payment chaos run: two app instances on one fresh PostgreSQL database behind a callback
// balancer, one sandbox, 300 payments of the three kinds at 8 in flight while the provider fails
// in phases (5xx, payments slower than the payment timeout, duplicate, out-of-order and dropped
// callbacks) and one instance is killed with SIGKILL and restarted. Then the faults stop, the
// reconciler finishes, and the app's operations table is set against the provider's operations.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_SECRET_ENV, SANDBOX_SECRET_ENV } from "../support/secrets";
import { startApp, type AppProcess } from "../support/app-process";
import { startCallbackForwarder } from "../support/callback-forwarder";
import { ChaosUser } from "../support/chaos-client";
import {
  moneyFigures, printTable, readAppOperations, runFigures, stillMoving, type ProviderCallback, type ProviderOp,
} from "../support/chaos-figures";
import { planIntent, runIntent, type Instance, type Intent, type Router } from "../support/chaos-workload";
import { freePort } from "../support/free-port";
import { freshPostgres } from "../support/postgres";
import { startSandbox, type SandboxProcess } from "../support/sandbox-process";

type Faults = {
  latencyMs: number; latencyPaths: string[]; errorRate: number; errorPaths: string[];
  dropCallbacks: boolean; duplicateCallbacks: number; outOfOrderCallbacks: boolean;
};
const NO_FAULTS: Faults = {
  latencyMs: 0, latencyPaths: [], errorRate: 0, errorPaths: [], dropCallbacks: false, duplicateCallbacks: 0, outOfOrderCallbacks: false,
};
const PAYMENT_PATHS = ["/services/payment", "/recharge/payment", "/subscriptions/payment"];
const STATUS_PATHS = ["/services/operation", "/recharge/operation", "/subscriptions/operation"];

type Phase = { name: string; payments: number; faults: Partial<Faults> };
const PHASES: Phase[] = [
  { name: "calm", payments: 30, faults: {} },
  { name: "5xx 30% on payments and status reads", payments: 50, faults: { errorRate: 0.3, errorPaths: [...PAYMENT_PATHS, ...STATUS_PATHS] } },
  { name: "payments answer after 3 s (timeout 1.5 s), status reads at once", payments: 50, faults: { latencyMs: 3_000, latencyPaths: PAYMENT_PATHS } },
  { name: "every call 2 s late, 5xx 50% on payments; kill -9 of A", payments: 60, faults: { latencyMs: 2_000, errorRate: 0.5, errorPaths: PAYMENT_PATHS } },
  { name: "callbacks 3 times each and before the payment's answer", payments: 50, faults: { duplicateCallbacks: 2, outOfOrderCallbacks: true } },
  { name: "callbacks dropped, 5xx 20% on every provider call", payments: 60, faults: { dropCallbacks: true, errorRate: 0.2 } },
];
const TOTAL = PHASES.reduce((n, p) => n + p.payments, 0);
const IN_FLIGHT = 8;
const USERS = 10;
/** The kill comes 15 payments into the slow phase, when most requests are inside a provider call. */
const KILL_AT = PHASES[0]!.payments + PHASES[1]!.payments + PHASES[2]!.payments + 15;
/** How long the reconciler gets to finish once the faults stop. */
const RECOVERY_MS = 75_000;

const APP_ENV = {
  ...APP_SECRET_ENV,
  PROVIDER_TIMEOUT_MS: "5000",
  PROVIDER_PAYMENT_TIMEOUT_MS: "1500",
  // Give-up after 30 min scaled to 30 s; first check 0.5 s after a payment goes in flight.
  RECONCILE_INTERVAL_MS: "250",
  RECONCILE_BASE_DELAY_MS: "500",
  // How long a 404 status read after a timeout is not yet proof of "never arrived" (issue 7).
  UNKNOWN_GRACE_MS: "3000",
  // What the reconciler gave up on (flagged after 30 s, when the faults outlast that) is rechecked
  // every second here, hourly by default: the recovery settles it like the rest instead of
  // leaving it for a recheck an hour away, which no recovery here waits for.
  RECHECK_INTERVAL_MS: "1000",
};

const cleanup: (() => Promise<void>)[] = [];
const apps: Record<string, AppProcess> = {};
const instances: Instance[] = [];
const down = new Set<string>();
const intents: Intent[] = [];
let sandbox: SandboxProcess;
let figures: ReturnType<typeof moneyFigures>;

function router(): Router {
  let turn = 0;
  const live = () => instances.filter((i) => !down.has(i.name));
  return {
    next: () => {
      const all = live();
      return all[turn++ % all.length]!;
    },
    other: (than) => live().find((i) => i.name !== than.name) ?? than,
  };
}

/** Runs the 300 payments, phase after phase, with the kill of A in the slow phase. */
async function run(users: ChaosUser[], restartA: () => Promise<AppProcess>) {
  const started = Date.now();
  const route = router();
  const phaseLog: Record<string, string> = {};
  const kill = { at: 0, restartMs: 0 };
  let crash: Promise<void> = Promise.resolve();
  let current = -1;
  let next = 0;

  async function crashAndRestart() {
    const killed = Date.now();
    down.add("A");
    await apps.A!.kill("SIGKILL");
    delete apps.A;
    apps.A = await restartA();
    down.delete("A");
    kill.restartMs = Date.now() - killed;
  }

  const phaseOf = (n: number) => {
    let end = 0;
    return PHASES.findIndex((p) => n < (end += p.payments));
  };

  async function worker() {
    for (let n = next++; n < TOTAL; n = next++) {
      const index = phaseOf(n);
      const phase = PHASES[index]!;
      if (index !== current) {
        current = index;
        await sandbox.control("/faults", { ...NO_FAULTS, ...phase.faults });
        phaseLog[phase.name] = `${phase.payments} payments from ${((Date.now() - started) / 1000).toFixed(1)} s, ${JSON.stringify(phase.faults)}`;
      }
      if (n === KILL_AT) {
        kill.at = n;
        crash = crashAndRestart();
      }
      const intent = planIntent(n, phase.name);
      intents.push(intent);
      await runIntent(intent, users[n % users.length]!, route);
    }
  }

  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await crash;
  return { phaseLog, kill, loadMs: Date.now() - started };
}

beforeAll(async () => {
  const started = Date.now();
  const database = await freshPostgres("chaos");
  cleanup.push(() => database.drop());
  const ports = { A: await freePort(), B: await freePort() };
  for (const name of ["A", "B"] as const) instances.push({ name, url: `http://127.0.0.1:${ports[name]}` });
  const forwarder = await startCallbackForwarder(() => instances.filter((i) => !down.has(i.name)));
  cleanup.push(() => forwarder.close());
  sandbox = await startSandbox({
    SANDBOX_CALLBACK_URL: forwarder.url,
    ...SANDBOX_SECRET_ENV,
    SANDBOX_CALLBACK_DELAY_MS: "300",
    SANDBOX_CALLBACK_RETRY_BASE_MS: "250",
  });
  cleanup.push(() => sandbox.stop());
  // Enough money at the provider that no payment fails for want of it.
  await sandbox.control("/wallet", { currency: "ARS", balance: 1_000_000_000 });

  const envOf: Record<string, Record<string, string>> = {};
  for (const name of ["A", "B"] as const) {
    const dataDir = mkdtempSync(path.join(tmpdir(), `saldo-chaos-${name}-`));
    cleanup.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    envOf[name] = { ...APP_ENV, PROVIDER_BASE_URL: sandbox.url, DATABASE_URL: database.url, DATA_DIR: dataDir };
    apps[name] = await startApp(ports[name], envOf[name]);
  }
  cleanup.push(async () => {
    for (const app of Object.values(apps)) await app.stop();
  });

  const users: ChaosUser[] = [];
  for (let i = 0; i < USERS; i++) users.push(await new ChaosUser().signUp(instances[i % 2]!.url));
  const setupMs = Date.now() - started;

  // A comes back on the same port, folder and database, as a supervisor would restart it.
  const { phaseLog, kill, loadMs } = await run(users, () => startApp(ports.A, envOf.A!));

  await sandbox.control("/faults", NO_FAULTS);
  const recoveryStarted = Date.now();
  let rows = await readAppOperations(database.url);
  let provider = (await sandbox.control<{ operations: ProviderOp[] }>("/operations")).operations;
  while (stillMoving(rows, provider) > 0 && Date.now() - recoveryStarted < RECOVERY_MS) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    rows = await readAppOperations(database.url);
    provider = (await sandbox.control<{ operations: ProviderOp[] }>("/operations")).operations;
  }
  const recoveryMs = Date.now() - recoveryStarted;
  const { callbacks } = await sandbox.control<{ callbacks: ProviderCallback[] }>("/callbacks");

  figures = moneyFigures(intents, rows, provider);
  printTable("Faults per phase", phaseLog);
  printTable("Payment chaos run", {
    ...runFigures(intents, rows, provider, callbacks),
    kills: `1 (SIGKILL of A at payment ${kill.at}; back in ${(kill.restartMs / 1000).toFixed(1)} s; ${intents.flatMap((i) => i.attempts).filter((a) => a.instance === "A" && a.status === null).length} requests to A got no answer)`,
    "callbacks via the balancer": `${forwarder.counts.received} received, to A ${forwarder.counts.byTarget.A ?? 0}, to B ${forwarder.counts.byTarget.B ?? 0}, no instance answered ${forwarder.counts.unanswered}`,
    "time": `setup ${(setupMs / 1000).toFixed(1)} s, payments ${(loadMs / 1000).toFixed(1)} s, recovery ${(recoveryMs / 1000).toFixed(1)} s`,
    "operations lost": figures.lost.length,
    "executed twice at the provider": figures.executedTwice.length,
    "shown failed while the provider confirmed": figures.shownFailedWhileConfirmed.length,
    "shown confirmed while the provider did not": figures.shownConfirmedWhileNot.length,
    "left unsettled after recovery": figures.unsettled.length,
  });
}, 240_000);

afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});

describe("payments under provider faults, repeats and a crash", () => {
  it("loses no operation: every payment the provider knows and every one answered has its row", () => {
    expect(figures.lost).toEqual([]);
  });

  it("executes no payment twice at the provider, however often one Idempotency-Key is sent", () => {
    expect(figures.executedTwice).toEqual([]);
  });

  it("never shows failed a payment the provider confirmed, nor confirmed one it did not", () => {
    expect.soft(figures.shownFailedWhileConfirmed).toEqual([]);
    expect(figures.shownConfirmedWhileNot).toEqual([]);
  });

  it("settles every operation once the provider recovers, leaving none in flight or flagged", () => {
    expect(figures.unsettled).toEqual([]);
  });
});
