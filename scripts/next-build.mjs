// `next build` in its own process, its output straight to the terminal.
import { spawn } from "node:child_process";
import process from "node:process";
import { fileURLToPath } from "node:url";

/** Runs `next build` in `root`; rejects when it fails. */
export function nextBuild(root) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.resolve("next/dist/bin/next")), "build"], {
      cwd: root,
      stdio: "inherit",
    });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`next build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}
