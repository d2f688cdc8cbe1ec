// `npm test`: every suite, stage after stage, stopping after the first stage that fails, then a
// table of each stage's time (printed on failure and on Ctrl-C too).
//
//   npm test                         every stage
//   npm test -- --from routes        from that stage on (reusing the build an earlier run left)
//   npm test -- --only unit,bundle   just those stages
//   npm test -- --list               the stages and what each runs
//
// A stage is one npm script, or a few run side by side (each output line prefixed with its name)
// where the measured run showed they leave the two cores idle between them: the browser and route
// suites mostly wait (on callbacks, reconciler delays, polls), so a suite that computes fits beside
// them. Suites that assert timings of their own under a load they make run alone.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import process from "node:process";
import console from "node:console";

/** @typedef {{ label: string; argv: string[]; nice?: number }} Command */
/** @typedef {{ name: string; what: string; commands: Command[] }} Stage */

/** An npm script of package.json, which says what it runs; `nice` lowers its priority (Linux's nice). */
const npm = (script, label = script, nice = 0) => ({ label, argv: ["npm", "run", "--silent", script], nice });

/** @type {Stage[]} */
export const STAGES = [
  { name: "postgres", what: "the PostgreSQL server the suites use, started when it is down", commands: [{ label: "postgres", argv: ["bash", "tests/support/ensure-postgres.sh"] }] },
  // tsc reads .next/types, which next build rewrites: the two never run at once. The browser
  // suite's programs (Chromium, pdftotext) are installed beside the build when missing: apt mostly
  // waits on the network and the disk.
  { name: "checks", what: "TypeScript and ESLint, side by side (one core each)", commands: [npm("typecheck"), npm("lint")] },
  {
    name: "build",
    what: "next build, the only one (the bundle budget and every suite after it use it; it skips the type check the checks stage made), beside the unit tests and the provider contract suite, and the browser suite's programs when missing",
    commands: [npm("build"), npm("test:unit", "unit"), npm("test:browsers", "browsers")],
  },
  { name: "bundle", what: "the bundle budget (builds the bare app it compares against when missing)", commands: [npm("test:bundle", "bundle")] },
  // The route suite and the chaos suite's fault files each leave a core idle most of the time
  // (they wait on callbacks, reconciler delays, restarts): they share the two, the fault files at a
  // lower priority so the route suite's timings hold. The browser suite keeps both cores busy and
  // runs alone; so do the load files, which measure throughput, latency and memory.
  {
    name: "routes",
    what: "the route suite (two files at a time, each worker with its own servers) beside the chaos suite's fault files: faults, kill -9, the fuzz pass",
    commands: [npm("test:api", "routes"), npm("test:chaos:faults", "chaos-faults", 10)],
  },
  { name: "e2e", what: "the browser suite on two workers, each with its own servers", commands: [npm("test:e2e", "e2e")] },
  { name: "chaos-load", what: "the chaos suite's load files, alone: they measure throughput, latency and memory", commands: [npm("test:chaos:load", "chaos-load")] },
];

function parseArgs(argv) {
  const options = { from: null, only: null, list: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (!next) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === "--from") options.from = value();
    else if (arg === "--only") options.only = value().split(",").map((s) => s.trim()).filter(Boolean);
    else if (arg === "--list") options.list = true;
    else throw new Error(`unknown argument ${arg} (use --from STAGE, --only A,B or --list)`);
  }
  const known = new Set(STAGES.map((s) => s.name));
  for (const name of [options.from, ...(options.only ?? [])].filter(Boolean)) {
    if (!known.has(name)) throw new Error(`no stage "${name}"; the stages: ${[...known].join(", ")}`);
  }
  return options;
}

function selected(options) {
  if (options.only) return STAGES.filter((s) => options.only.includes(s.name));
  if (options.from) return STAGES.slice(STAGES.findIndex((s) => s.name === options.from));
  return STAGES;
}

const clock = (ms) => {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
};

/** The machine's CPU time so far, busy and total, in clock ticks (Linux; null elsewhere). */
function cpuTimes() {
  try {
    const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3] + (fields[4] ?? 0);
    return { busy: fields.reduce((sum, n) => sum + n, 0) - idle, total: fields.reduce((sum, n) => sum + n, 0) };
  } catch {
    return null;
  }
}

/** How busy all cores were between two readings (the whole machine, others' work included). */
function busyPercent(from, to) {
  if (!from || !to || to.total === from.total) return "";
  return `${Math.round((100 * (to.busy - from.busy)) / (to.total - from.total))}%`;
}

/** GNU time, when the machine has it: the CPU time of a command and of the processes it waited for. */
const GNU_TIME = existsSync("/usr/bin/time") ? "/usr/bin/time" : null;

/** Children running now, so an interrupt can stop them (each leads its own process group). */
const running = new Set();

/** Writes `text` line by line, each line prefixed; returns what is left of an unfinished line. */
function writeLines(prefix, pending, text) {
  const lines = (pending + text).split("\n");
  const rest = lines.pop() ?? "";
  for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
  return rest;
}

/**
 * Runs one command: its output straight through when it runs alone, else each line prefixed with
 * its label. Resolves with its exit code, time and CPU time.
 */
function run(command, prefix) {
  return new Promise((resolve) => {
    const started = performance.now();
    const timesFile = GNU_TIME ? path.join(tmpdir(), `saldo-test-${process.pid}-${command.label}.time`) : null;
    const niced = command.nice ? ["nice", "-n", String(command.nice), ...command.argv] : command.argv;
    const [file, ...args] = timesFile ? [GNU_TIME, "-q", "-f", "%U %S", "-o", timesFile, ...niced] : niced;
    const child = spawn(file, args, { stdio: prefix ? ["ignore", "pipe", "pipe"] : "inherit", detached: true });
    running.add(child);
    let pendingOut = "";
    let pendingErr = "";
    child.stdout?.on("data", (chunk) => (pendingOut = writeLines(prefix, pendingOut, chunk.toString())));
    child.stderr?.on("data", (chunk) => (pendingErr = writeLines(prefix, pendingErr, chunk.toString())));
    const finish = (code, signal) => {
      running.delete(child);
      if (pendingOut) writeLines(prefix, pendingOut, "\n");
      if (pendingErr) writeLines(prefix, pendingErr, "\n");
      let cpuMs = null;
      if (timesFile && existsSync(timesFile)) {
        const [user, system] = readFileSync(timesFile, "utf8").trim().split(/\s+/).slice(-2).map(Number);
        if (Number.isFinite(user) && Number.isFinite(system)) cpuMs = (user + system) * 1000;
        rmSync(timesFile, { force: true });
      }
      resolve({ label: command.label, ok: code === 0, ms: performance.now() - started, cpuMs, signal });
    };
    child.once("error", (error) => {
      process.stderr.write(`${command.label}: ${error.message}\n`);
      finish(1, null);
    });
    child.once("exit", finish);
  });
}

const cores = (cpuMs, ms) => (cpuMs === null || ms === 0 ? "" : (cpuMs / ms).toFixed(1));

/** Runs a stage's commands side by side and waits for all of them, even when one fails. */
async function runStage(stage) {
  const started = performance.now();
  const machineBefore = cpuTimes();
  const width = Math.max(...stage.commands.map((c) => c.label.length));
  const alone = stage.commands.length === 1;
  const results = await Promise.all(stage.commands.map((c) => run(c, alone ? null : `${c.label.padEnd(width)} │ `)));
  const ms = performance.now() - started;
  const cpuMs = results.every((r) => r.cpuMs !== null) ? results.reduce((sum, r) => sum + (r.cpuMs ?? 0), 0) : null;
  return {
    ok: results.every((r) => r.ok),
    ms,
    cores: cores(cpuMs, ms),
    machine: busyPercent(machineBefore, cpuTimes()),
    parts: alone ? [] : results.map((r) => ({ name: r.label, result: r.ok ? "passed" : "FAILED", ms: r.ms, cores: cores(r.cpuMs, r.ms) })),
  };
}

/**
 * The table: per stage (and per command of a stage that runs several) how it ended, its time, the
 * cores its own processes kept busy on average, and how busy the machine was meanwhile.
 */
function printTable(rows, totalMs) {
  const lines = [["stage", "result", "time", "cores", "machine"]];
  for (const r of rows) {
    lines.push([r.name, r.result, r.ms === null ? "" : clock(r.ms), r.cores ?? "", r.machine ?? ""]);
    for (const p of r.parts ?? []) lines.push([`  ${p.name}`, p.result, clock(p.ms), p.cores, ""]);
  }
  lines.push(["total", "", clock(totalMs), "", ""]);
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  const rule = `  ${"-".repeat(widths.reduce((sum, w) => sum + w, 0) + 2 * (widths.length - 1))}`;
  console.info("\nStage times (cores: this run's own processes, on average; machine: all of its cores, others' work included)");
  for (const [i, line] of lines.entries()) {
    const cells = line.map((cell, j) => (j >= 2 ? cell.padStart(widths[j]) : cell.padEnd(widths[j])));
    console.info(`  ${cells.join("  ").trimEnd()}`);
    if (i === 0 || i === lines.length - 2) console.info(rule);
  }
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  if (options.list) {
    const shown = (c) => [...(c.nice ? ["nice", "-n", String(c.nice)] : []), ...c.argv].join(" ");
    for (const s of STAGES) console.info(`${s.name.padEnd(11)} ${s.what}\n${" ".repeat(12)}${s.commands.map(shown).join("  |  ")}`);
    return;
  }

  const stages = selected(options);
  const rows = stages.map((s) => ({ name: s.name, result: "not run", ms: null }));
  const startedAll = performance.now();
  let current = null;

  const interrupt = (signal) => {
    for (const child of running) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
    if (current) Object.assign(current, { result: "stopped", ms: performance.now() - current.startedAt });
    printTable(rows, performance.now() - startedAll);
    process.exit(130);
  };
  process.once("SIGINT", () => interrupt("SIGINT"));
  process.once("SIGTERM", () => interrupt("SIGTERM"));

  for (const [i, stage] of stages.entries()) {
    current = Object.assign(rows[i], { result: "running", startedAt: performance.now() });
    console.info(`\n▶ ${stage.name}: ${stage.what}`);
    const outcome = await runStage(stage);
    Object.assign(rows[i], { ...outcome, result: outcome.ok ? "passed" : "FAILED" });
    if (!outcome.ok) {
      printTable(rows, performance.now() - startedAll);
      console.error(`\nStage "${stage.name}" failed; the stages after it did not run.`);
      process.exit(1);
    }
    // The types are checked: the build after it need not check them again (next.config.mjs).
    if (stage.name === "checks") process.env.SALDO_TYPES_CHECKED = "1";
  }
  current = null;
  printTable(rows, performance.now() - startedAll);
}

await main();
