// Builds Saldo and the bare app with the repo's own `next`, once: only when a build is missing or
// older than the sources it was made from.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { launch, ROOT } from "./procs";

export const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");
export const BARE_DIR = path.join(ROOT, "scripts/bench/bare");

/** What Saldo's build is made from (the bare app's: its own folder and the `next` package). */
const SALDO_SOURCES = ["app", "lib", "components", "public", "next.config.mjs", "proxy.ts", "instrumentation.ts", "postcss.config.mjs", "tailwind.config.ts", "package-lock.json"];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === ".next" || entry.name === "node_modules") continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** True when `dir`'s build is missing or older than any of `sources`. */
export function isStale(dir: string, sources: string[]): boolean {
  const buildId = path.join(dir, ".next/BUILD_ID");
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return sources.some((s) => newestMtime(s) > built);
}

async function build(name: string, dir: string | undefined): Promise<number> {
  const started = performance.now();
  console.info(`building ${name} (next build${dir ? ` ${path.relative(ROOT, dir)}` : ""})…`);
  const proc = launch(`build ${name}`, process.execPath, [NEXT_BIN, "build", ...(dir ? [dir] : [])], { NEXT_TELEMETRY_DISABLED: "1" });
  const code = await new Promise<number | null>((resolve) => proc.child.once("exit", resolve));
  await proc.stop();
  if (code !== 0) throw new Error(`next build of ${name} failed (${code}):\n${proc.output().slice(-4000)}`);
  return performance.now() - started;
}

export async function ensureSaldoBuilt(): Promise<void> {
  if (isStale(ROOT, SALDO_SOURCES.map((s) => path.join(ROOT, s)))) await build("Saldo", undefined);
}

export async function ensureBareBuilt(): Promise<void> {
  const sources = [BARE_DIR, path.join(ROOT, "node_modules/next/package.json")];
  if (isStale(BARE_DIR, sources)) await build("the bare app", BARE_DIR);
}
