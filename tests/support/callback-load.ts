// Load on the callback paths for the abuse suite: many POSTs from a fixed number of connections,
// each answer's status and latency kept, and what a process holds in memory read from /proc.
import { readFileSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { performance } from "node:perf_hooks";

export type CallbackPost = { path: string; headers: Record<string, string>; body: string };
/** One answer: its status (null: none came, `error` says why), its body, when it was asked and how long it took. */
export type Timed = { status: number | null; body: string; startedAt: number; ms: number; error?: string };

/** How long a sender waits: past the provider's 5 s deadline, so a late answer is measured, not lost. */
const SEND_TIMEOUT_MS = 15_000;

/**
 * One POST on the sender's own keep-alive connection. Not fetch: its shared pool may queue several
 * requests behind one connection still opening, which would measure the client, not the server.
 */
function post(baseUrl: string, agent: Agent, request: CallbackPost): Promise<Timed> {
  const startedAt = performance.now();
  const body = Buffer.from(request.body);
  return new Promise((resolve) => {
    const answered = (status: number | null, text: string, error?: string) =>
      resolve({ status, body: text, startedAt, ms: performance.now() - startedAt, ...(error ? { error } : {}) });
    const req = httpRequest(new URL(request.path, baseUrl), {
      method: "POST",
      agent,
      headers: { "content-type": "application/json", "content-length": body.length, ...request.headers },
      timeout: SEND_TIMEOUT_MS,
    });
    req.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => answered(response.statusCode ?? null, Buffer.concat(chunks).toString("utf8")));
      response.on("error", (error) => answered(null, "", String(error)));
    });
    req.on("timeout", () => req.destroy(new Error(`no answer in ${SEND_TIMEOUT_MS} ms`)));
    req.on("error", (error) => answered(null, "", String(error)));
    req.end(body);
  });
}

/**
 * Sends requests from `connections` senders at once, each on its own connection and taking the
 * next request as soon as its last one is answered, until `next` returns null. `next(n)` builds
 * request n; `onAnswer` sees its answer.
 */
export async function sendFrom(
  baseUrl: string,
  connections: number,
  next: (n: number) => CallbackPost | null,
  onAnswer: (n: number, request: CallbackPost, answer: Timed) => void,
): Promise<{ sent: number; ms: number }> {
  const started = performance.now();
  let taken = 0;
  let sent = 0;
  async function sender() {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let n = taken++, request = next(n); request; n = taken++, request = next(n)) {
      const answer = await post(baseUrl, agent, request);
      sent += 1;
      onAnswer(n, request, answer);
    }
    agent.destroy();
  }
  await Promise.all(Array.from({ length: connections }, sender));
  return { sent, ms: performance.now() - started };
}

/** p50, p95, p99 and the maximum of a list of latencies, in whole milliseconds. */
export function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: Math.round(sorted.at(-1) ?? 0) };
}

/** A process's resident memory now and at its peak, in MB, from /proc/<pid>/status. */
export function memoryOf(pid: number | undefined): { rssMb: number; peakMb: number } {
  if (pid === undefined) throw new Error("the process has no pid");
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb("VmRSS") / 1024), peakMb: Math.round(kb("VmHWM") / 1024) };
}

/** Counts of `items` by `key`, as a sorted "a 3, b 1" line. */
export function tally<T>(items: T[], key: (item: T) => string): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k} ${n}`).join(", ");
}
