// Every process the benchmark starts, in one place: each in its own process group, all stopped on
// exit, on Ctrl-C and on errors; ports, readiness and memory read without any outside tool.
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export type Proc = {
  name: string;
  child: ChildProcess;
  readonly pid: number;
  output(): string;
  stop(): Promise<void>;
};

const running = new Set<Proc>();

/** Starts a command in its own process group (so its children stop with it), output kept in memory. */
export function launch(name: string, command: string, args: string[], env: Record<string, string>, cwd = ROOT): Proc {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const proc: Proc = {
    name,
    child,
    pid: child.pid ?? -1,
    output: () => output,
    async stop() {
      running.delete(proc);
      await stopGroup(child);
    },
  };
  running.add(proc);
  return proc;
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  signalGroup(child.pid, "SIGTERM");
  const timer = setTimeout(() => signalGroup(child.pid!, "SIGKILL"), 8_000);
  await exited;
  clearTimeout(timer);
  // Whatever the group left behind (npm start's children) goes too.
  signalGroup(child.pid, "SIGKILL");
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** Stops every process still running; called on exit paths. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((p) => p.stop().catch(() => undefined)));
}

let cleanupsInstalled = false;
const cleanups: (() => Promise<void> | void)[] = [];

/** Runs `step` when the benchmark ends, whichever way it ends. */
export function onCleanup(step: () => Promise<void> | void) {
  cleanups.push(step);
  if (cleanupsInstalled) return;
  cleanupsInstalled = true;
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.error(`\n${signal}: stopping everything the benchmark started…`);
      void cleanupAll().finally(() => process.exit(130));
    });
  }
  // Last resort when the process exits without running cleanupAll (synchronous only).
  process.on("exit", () => {
    for (const p of running) if (p.child.pid) signalGroup(p.child.pid, "SIGKILL");
  });
}

export async function cleanupAll(): Promise<void> {
  await stopAll();
  for (const step of cleanups.splice(0).reverse()) await Promise.resolve(step()).catch(() => undefined);
}

export { freePort } from "../../tests/support/free-port";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `url` until it answers 200; returns the milliseconds from `since` (performance.now()).
 * Throws when the process exits or `timeoutMs` passes.
 */
export async function firstOk(url: string, proc: Proc, since: number, timeoutMs: number, headers: Record<string, string> = {}): Promise<number> {
  const deadline = since + timeoutMs;
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited with ${proc.child.exitCode}:\n${proc.output().slice(-3000)}`);
    try {
      const response = await fetch(url, { headers, redirect: "manual", signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) throw new Error(`${proc.name}: no 200 from ${url} in ${timeoutMs} ms:\n${proc.output().slice(-3000)}`);
    await sleep(25);
  }
}

/** Resident memory of a process and all its descendants, in MB (from /proc). */
export function rssMb(pid: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of parents) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  let kb = 0;
  for (const p of tree) {
    try {
      kb += Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return Math.round(kb / 1024);
}
