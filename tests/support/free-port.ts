// Ports for the servers a test starts on a port it chooses (the app: the sandbox must know where to
// send callbacks before the app is up). They come from below Linux's ephemeral range (32768–60999),
// so no outgoing connection can take one between this check and the server's listen. Each suite
// that may run beside another has a range of its own (TEST_PORT_BASE, set by its npm script), and
// each worker a slice of it (Vitest's VITEST_POOL_ID, Playwright's TEST_PARALLEL_INDEX; slice 0 is
// the main process), so no two processes pick the same port. A port is checked by listening on it.
import { createServer } from "node:net";

const SLICE = 1_000;
/** Slices 0 (the main process: global setups) to 4 of a suite's range. */
const SLICES = 5;
const BASE = Number(process.env.TEST_PORT_BASE ?? 20_000);

function slice(): number {
  const vitest = process.env.VITEST_POOL_ID;
  const playwright = process.env.TEST_PARALLEL_INDEX;
  const n = vitest ? Number(vitest) : playwright ? Number(playwright) + 1 : 0;
  return Number.isInteger(n) && n >= 0 ? n % SLICES : 0;
}

/** Handed out by this process: not listened on yet, perhaps, but taken. */
const handedOut = new Set<number>();

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** A port nobody listens on right now (the caller starts its server on it next). */
export async function freePort(): Promise<number> {
  const first = BASE + slice() * SLICE;
  // A random start: two checkouts running their suites side by side rarely meet.
  const start = Math.floor(Math.random() * SLICE);
  for (let i = 0; i < SLICE; i++) {
    const port = first + ((start + i) % SLICE);
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in ${first}–${first + SLICE - 1}`);
}
