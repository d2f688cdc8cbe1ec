// Run as its own process by lib/system/boot.test.ts (node --conditions react-server --import tsx):
// starts the app's boot as the server does, waits until the database is open and the job queue is
// running, and prints which of the packages boot must not need were loaded meanwhile.
import { createRequire } from "node:module";

const WATCHED = ["graphile-worker", "pdfkit", "web-push", "nodemailer"];
const cache = createRequire(import.meta.url).cache;
const loaded = () => [...new Set(Object.keys(cache).flatMap((file) => {
  const name = /node_modules\/([^/]+)\//.exec(file.slice(file.lastIndexOf("node_modules/")))?.[1];
  return name && WATCHED.includes(name) ? [name] : [];
}))].sort();

const { boot } = await import("@/lib/system/boot");
await boot();
const { getDb } = await import("@/lib/platform/db/client");
const { deadJobs } = await import("@/lib/platform/jobs");
await getDb();
await deadJobs(1);
const afterBoot = loaded();
// What the probe sees when a watched package is loaded, so that an empty list above means something.
await import("graphile-worker");
console.info(JSON.stringify({ afterBoot, afterImport: loaded() }));
process.exit(0);
