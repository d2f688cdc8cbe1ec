// npm run bench [-- --quick] — Saldo against a bare Next.js app on this machine, A/B interleaved
// over rounds, medians, printed as a Markdown table (also written to bench-results/latest.md).
// README.md beside this file describes the method and every measure.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { ensureBareBuilt, ensureSaldoBuilt } from "./build";
import { signUp } from "./client";
import { callbacks } from "./measures/callbacks";
import { catalogue } from "./measures/catalogue";
import { DBS, type Bench } from "./measures/context";
import { lighthousePages } from "./measures/lighthouse";
import { bundleRows, memoryRows, readRss } from "./measures/memory-bundle";
import { providerOverhead } from "./measures/provider";
import { search } from "./measures/search";
import { firstStart, npmStartTwice } from "./measures/startup";
import { cleanupAll, onCleanup, ROOT, sleep } from "./procs";
import { bareDatabase, freshDatabase, saldoEnv, startBare, startSaldo, startSandbox, tempDir } from "./servers";
import { report } from "./table";

const quick = process.argv.includes("--quick");
// `--only memory,startup`: those measures alone (memory: idle RSS; startup: first 200 and `npm start` again;
// load: catalogue, debts, search and callbacks, each of which can be named alone).
const onlyAt = process.argv.indexOf("--only");
const only = onlyAt >= 0 ? new Set((process.argv[onlyAt + 1] ?? "").split(",")) : null;
const wanted = (name: string) => !only || only.has(name);
const started = performance.now();
const log = (what: string) => console.info(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${what}`);

/** Runs one measure; a failure becomes a note and the rest goes on. */
async function measure(bench: Bench, name: string, step: () => Promise<void>): Promise<void> {
  log(name);
  try {
    await step();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`  ${name} failed: ${message.slice(0, 2000)}`);
    bench.notes.push(`${name}: not measured (${message.split("\n")[0]!.slice(0, 200)}).`);
  }
}

/** How long the servers sit without a request before their idle memory is read. */
const IDLE_AFTER_MS = 20_000;

async function main() {
  const startedAt = new Date();
  onCleanup(() => undefined);
  log(`${quick ? "quick" : "full"} run; builds first when missing or stale`);
  await ensureSaldoBuilt();
  await ensureBareBuilt();

  log("starting the sandbox, Saldo on PostgreSQL and on the embedded database, and the bare app");
  const sandbox = await startSandbox();
  const [pgUrl, bareUrl] = await Promise.all([freshDatabase(), bareDatabase()]);
  const env = saldoEnv(sandbox);
  const [pgServer, liteServer, bare] = await Promise.all([
    startSaldo("saldo-pg", { ...env, DATABASE_URL: pgUrl, DATA_DIR: tempDir("pg") }),
    startSaldo("saldo-embedded", { ...env, DATA_DIR: tempDir("embedded") }),
    startBare(sandbox, bareUrl),
  ]);
  const bench: Bench = {
    sandbox,
    bare,
    saldo: {
      PostgreSQL: { server: pgServer, user: await signUp(pgServer.url) },
      embedded: { server: liteServer, user: await signUp(liteServer.url) },
    },
    quick,
    rounds: 3,
    seconds: quick ? 2 : 4,
    rows: [],
    notes: [],
  };
  // Memory 3 s after the first requests, and idle: 20 s later, with no request meanwhile. V8 gives
  // back the heap that start-up grew only some seconds after allocation stops (its memory reducer),
  // so the first figure is start-up's, the second the server's at rest. Both are shown; the goal is
  // the idle one.
  await sleep(3_000);
  const startedRss = readRss(bench);
  if (wanted("memory")) await sleep(IDLE_AFTER_MS);
  const idle = readRss(bench);

  // `load` is every load measure; each can be chosen alone too.
  const part = (name: string) => wanted("load") || wanted(name);
  const load = ["catalogue", "debts", "search", "callbacks"].some(part);
  if (part("catalogue")) for (const c of quick ? [10] : [10, 50]) for (const db of DBS) await measure(bench, `catalogue read c=${c} (${db})`, () => catalogue(bench, db, c));
  if (part("debts")) for (const c of [1, 10]) await measure(bench, `debt query overhead c=${c}`, () => providerOverhead(bench, c));
  if (part("search")) await measure(bench, "company search", () => search(bench, quick ? 4 : 10));
  if (part("callbacks")) await measure(bench, "callbacks", () => callbacks(bench, quick ? 100 : 150));
  if (wanted("memory")) memoryRows(bench, { started: startedRss, idle }, load ? readRss(bench) : null);
  if (wanted("bundle")) await measure(bench, "first-load JS", () => bundleRows(bench));
  if (!quick && wanted("lighthouse")) await measure(bench, "lighthouse", () => lighthousePages(bench));

  for (const server of [pgServer, liteServer]) await server.proc.stop();
  if (!quick && wanted("startup")) {
    await measure(bench, "first 200 on an empty data folder", () => firstStart(bench));
    await measure(bench, "npm start twice", () => npmStartTwice(bench));
  }

  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? "?"}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")} at the end; ` +
    `A/B interleaved, ${bench.rounds} rounds, median; load runs of ${bench.seconds} s (autocannon); ${((performance.now() - started) / 1000).toFixed(0)} s in all.`;
  const text = report({ startedAt, mode: `npm run bench${quick ? " -- --quick" : ""}${only ? ` -- --only ${[...only].join(",")}` : ""}`, machine, rows: bench.rows, notes: bench.notes });
  console.info(`\n${text}`);
  const out = path.join(ROOT, "bench-results");
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, "latest.md"), text);
  log(`written to bench-results/latest.md`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack ?? error.message : error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanupAll();
  });
