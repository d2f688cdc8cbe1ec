// A command line run as a person runs it in a terminal: through bash, in the repository, in a
// process group of its own, stopped with Ctrl+C (SIGINT to the whole group, as a terminal sends it).
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

export type ShellCommand = {
  output(): string;
  /** Resolves once the output matches `pattern`; fails if the command ends first or time runs out. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray>;
  /** Ctrl+C, then waits for the command to end (the whole group is killed if it outlives `graceMs`). */
  stop(graceMs?: number): Promise<void>;
};

export function runInTerminal(commandLine: string, env: Record<string, string | undefined>): ShellCommand {
  // A newcomer's terminal may well have no NODE_ENV, which Node's types take as always set.
  const child: ChildProcess = spawn("bash", ["-c", commandLine], { cwd: ROOT, env: env as NodeJS.ProcessEnv, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const seen = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of seen) check();
  };
  child.stdout!.on("data", append);
  child.stderr!.on("data", append);
  const ended = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // the group has ended
    }
  };

  return {
    output: () => output,
    waitFor(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const done = (settle: () => void) => {
          seen.delete(check);
          clearTimeout(timer);
          settle();
        };
        const check = () => {
          const match = pattern.exec(output);
          if (match) done(() => resolve(match));
        };
        const timer = setTimeout(() => done(() => reject(new Error(`"${commandLine}" did not print ${pattern} within ${timeoutMs} ms:\n${output}`))), timeoutMs);
        void ended.then(() => done(() => reject(new Error(`"${commandLine}" ended before printing ${pattern}:\n${output}`))));
        seen.add(check);
        check();
      });
    },
    async stop(graceMs = 20_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signalGroup("SIGINT");
      const timer = setTimeout(() => signalGroup("SIGKILL"), graceMs);
      await ended;
      clearTimeout(timer);
    },
  };
}
