// Start-up: the first 200 of a page after starting the built Saldo on an empty data folder (as a
// first `npm start` after its build) against the bare app's first 200; and `npm start` itself, run
// twice with nothing changed in between: whether the second one skips the build, and how long
// until its first 200.
import { statSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { firstOk, freePort, launch, ROOT } from "../procs";
import { startBare, startSaldo, tempDir, type Sandbox } from "../servers";
import { fmt, fmtRatio, interleave, median, ratio } from "../stats";
import type { Bench } from "./context";

const FIRST_200_GOAL_MS = 1_500;
const NPM_START_GOAL_MS = 5_000;

/** Saldo's environment on a first start: only where the provider is; secrets generated into the data folder. */
const firstStartEnv = (sandbox: Sandbox, dataDir: string) => ({ NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", PROVIDER_BASE_URL: sandbox.url, DATA_DIR: dataDir });

export async function firstStart(bench: Bench): Promise<void> {
  const times: Record<"saldo" | "health" | "bare", number[]> = { saldo: [], health: [], bare: [] };
  for (let round = 0; round < bench.rounds; round++) {
    for (const side of interleave(round, ["saldo", "bare"] as const)) {
      const server = side === "saldo"
        ? await startSaldo("saldo-first-start", { ...firstStartEnv(bench.sandbox, tempDir("first")), PROVIDER_API_KEY: "bench-provider-key", PROVIDER_PASSWORD: "bench-provider-password" }, "/sign-in")
        : await startBare(null);
      times[side].push(server.startMs);
      // Then the health check's first 200: the database open and migrated, the provider answering.
      if (side === "saldo") times.health.push(server.startMs + (await firstOk(`${server.url}/api/health`, server.proc, performance.now(), 60_000)));
      await server.proc.stop();
    }
  }
  const b = median(times.bare);
  for (const [path, side] of [["/sign-in", "saldo"], ["/api/health", "health"]] as const) {
    const s = median(times[side]);
    bench.rows.push({
      measure: `First 200 after start, empty data folder (\`${path}\`)`,
      saldo: `${fmt(s / 1000, 2)} s`,
      floor: `bare ${fmt(b / 1000, 2)} s`,
      ratio: fmtRatio(ratio(s, b)),
      goal: `≤ ${FIRST_200_GOAL_MS / 1000} s`,
      met: s <= FIRST_200_GOAL_MS,
    });
  }
}

const buildIdTime = () => {
  try {
    return statSync(path.join(ROOT, ".next/BUILD_ID")).mtimeMs;
  } catch {
    return 0;
  }
};

/** One `npm start` as a person runs it (its own sandbox included): did it build, and when was the first 200. */
async function npmStart(): Promise<{ ms: number; built: boolean }> {
  const [port, sandboxPort] = [await freePort(), await freePort()];
  const before = buildIdTime();
  const started = performance.now();
  const proc = launch("npm start", "npm", ["start"], {
    PORT: String(port),
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_CALLBACK_URL: `http://127.0.0.1:${port}`,
    PROVIDER_BASE_URL: `http://127.0.0.1:${sandboxPort}`,
    DATA_DIR: tempDir("npm-start"),
    NEXT_TELEMETRY_DISABLED: "1",
  });
  try {
    const ms = await firstOk(`http://127.0.0.1:${port}/sign-in`, proc, started, 300_000);
    return { ms, built: buildIdTime() !== before };
  } finally {
    await proc.stop();
  }
}

export async function npmStartTwice(bench: Bench): Promise<void> {
  const first = await npmStart();
  const second = await npmStart();
  bench.rows.push({
    measure: "`npm start` again, nothing changed",
    saldo: `${second.built ? "ran `next build`" : "skipped the build"}; first 200 in ${fmt(second.ms / 1000, 1)} s (the run before: ${first.built ? "built" : "no build"}, ${fmt(first.ms / 1000, 1)} s)`,
    floor: "",
    ratio: "",
    goal: `skips the build, ≤ ${NPM_START_GOAL_MS / 1000} s`,
    met: !second.built && second.ms <= NPM_START_GOAL_MS,
  });
}
