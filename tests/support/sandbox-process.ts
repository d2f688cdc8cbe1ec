// Starts the real sandbox as its own process on a free port, for contract and route tests. Each
// sandbox keeps its state in a temporary data folder of its own, removed when it stops; restart()
// and kill() keep the folder, to start it again on the same state.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export type SandboxProcess = {
  url: string;
  /** Where this sandbox keeps its state (SANDBOX_DATA_DIR). */
  dataDir: string;
  /** POST/GET helpers for the control API (`/_sandbox`). */
  control<T = unknown>(path: string, body?: unknown): Promise<T>;
  /** Stops it (SIGTERM) and starts it again on the same port and data folder. */
  restart(): Promise<void>;
  /** Kills it with SIGKILL, as a crash would; restart() starts it again. */
  kill(): Promise<void>;
  /** Stops it and removes its data folder. */
  stop(): Promise<void>;
};

async function launch(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "sandbox/src/server.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sandbox did not start:\n${output}`)), 20_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => reject(new Error(`sandbox exited with ${code}:\n${output}`)));
  });
  return { child, url };
}

async function end(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}

export async function startSandbox(env: Record<string, string> = {}): Promise<SandboxProcess> {
  const dataDir = env.SANDBOX_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "saldo-sandbox-"));
  const settings = {
    SANDBOX_PORT: "0",
    SANDBOX_CALLBACK_DELAY_MS: "100",
    SANDBOX_CALLBACK_RETRY_BASE_MS: "50",
    ...env,
    SANDBOX_DATA_DIR: dataDir,
  };
  let { child, url } = await launch(settings);

  async function control<T>(p: string, body?: unknown): Promise<T> {
    const response = await fetch(`${url}/_sandbox${p}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`control ${p}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  return {
    get url() {
      return url;
    },
    dataDir,
    control,
    async restart() {
      await end(child, "SIGTERM");
      ({ child, url } = await launch({ ...settings, SANDBOX_PORT: new URL(url).port }));
    },
    kill: () => end(child, "SIGKILL"),
    async stop() {
      await end(child, "SIGTERM");
      if (env.SANDBOX_DATA_DIR === undefined) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
