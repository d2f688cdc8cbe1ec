// `npm start`: builds the app only when its inputs changed since the last successful build
// (scripts/build-stamp.mjs), then runs the provider sandbox, the mailbox (a local mail catcher) and
// the app side by side; when one stops, the others are stopped too.
// The app runs with a bounded JavaScript heap (scripts/app-heap.mjs); a --max-old-space-size in the
// caller's NODE_OPTIONS wins.
import { spawn } from "node:child_process";
import process from "node:process";
import { fileURLToPath, URL } from "node:url";
import console from "node:console";
import { concurrently } from "concurrently";
import { appNodeOptions } from "./app-heap.mjs";
import { ensureBuilt } from "./build-stamp.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

function nextBuild() {
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

const started = Date.now();
try {
  const { built } = await ensureBuilt(root, nextBuild);
  console.info(built ? `Built in ${((Date.now() - started) / 1000).toFixed(1)} s.` : "The build is up to date: not building.");
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const port = process.env.PORT || "3000";
const nodeOptions = appNodeOptions();
const { result } = concurrently(
  [
    { command: "npm:sandbox", name: "sandbox" },
    { command: "npm:mailbox", name: "mailbox" },
    { command: `node server.mjs -p ${port}`, name: "app", env: { NODE_OPTIONS: nodeOptions } },
  ],
  { cwd: root, killOthersOn: ["failure", "success"], prefix: "name" },
);
console.info(`Mail the app sends (password resets, email verification) lands in the mailbox: http://127.0.0.1:${process.env.MAILBOX_HTTP_PORT || "4025"}`);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
