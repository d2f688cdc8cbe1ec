// Starts the real sandbox as its own process on a free port, for contract and route tests.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export type SandboxProcess = {
  url: string;
  /** POST/GET helpers for the control API (`/_sandbox`). */
  control<T = unknown>(path: string, body?: unknown): Promise<T>;
  stop(): Promise<void>;
};

export async function startSandbox(env: Record<string, string> = {}): Promise<SandboxProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", "sandbox/src/server.ts"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        SANDBOX_PORT: "0",
        SANDBOX_CALLBACK_DELAY_MS: "100",
        SANDBOX_CALLBACK_RETRY_BASE_MS: "50",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
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

  async function control<T>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${url}/_sandbox${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  async function stop() {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }

  return { url, control, stop };
}
