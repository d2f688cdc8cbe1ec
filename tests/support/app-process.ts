// Starts the built Next.js app as its own process, for route, browser and chaos tests, through
// server.mjs as `npm start` does (it gives the app the connection's address).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { appNodeOptions } from "../../scripts/app-heap.mjs";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export type AppProcess = {
  url: string;
  /** The app's process id, to read its memory from /proc/<pid>/status. */
  readonly pid: number | undefined;
  output(): string;
  stop(): Promise<void>;
  /** Sends `signal` to the app's process (SIGKILL: a crash) and waits for it to exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
};

/** `host`: the address to listen on (`-H`); null leaves it to the app's settings, as `npm start` does. */
export async function startApp(port: number, env: Record<string, string>, { host = "127.0.0.1" as string | null } = {}): Promise<AppProcess> {
  const child = spawn(process.execPath, ["server.mjs", "-p", String(port), ...(host === null ? [] : ["-H", host])], {
    cwd: ROOT,
    // The heap bound `npm start` gives the app: the suites measure the app as it runs.
    env: { ...process.env, NODE_ENV: "production", ...env, NODE_OPTIONS: appNodeOptions(env.NODE_OPTIONS ?? process.env.NODE_OPTIONS) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`app did not become healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    pid: child.pid,
    output: () => output,
    async stop() {
      // Exited, or killed by a signal (then exitCode stays null and "exit" has already been sent).
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill(signal);
      await exited;
    },
  };
}
