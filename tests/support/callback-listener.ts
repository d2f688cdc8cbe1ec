// A plain HTTP server standing in for the app's callback endpoints: it records every request
// and answers with the statuses a test scripts (200 once the script runs out).
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedCallback = { path: string; headers: IncomingHttpHeaders; raw: string; body: unknown };

export async function startCallbackListener() {
  const received: ReceivedCallback[] = [];
  let script: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: unknown = null;
      try {
        body = JSON.parse(raw);
      } catch {
        body = null;
      }
      received.push({ path: req.url ?? "", headers: req.headers, raw, body });
      const status = script.shift() ?? 200;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(status === 200 ? { status: "Confirm" } : { error: "scripted" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** The next answers, in order (e.g. [500, 500] then 200s). */
    answerWith(statuses: number[]) {
      script = [...statuses];
    },
    /** Waits until `count` callbacks matched `filter` (default: any). */
    async waitFor(count: number, filter: (c: ReceivedCallback) => boolean = () => true, timeoutMs = 10_000) {
      const start = Date.now();
      while (received.filter(filter).length < count) {
        if (Date.now() - start > timeoutMs) {
          throw new Error(`expected ${count} callbacks, got ${received.filter(filter).length}`);
        }
        await new Promise((r) => setTimeout(r, 25));
      }
      return received.filter(filter);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
