// A raw HTTP client for the fuzz pass and the input-bounds route tests: sends paths exactly as
// written (malformed %-escapes included), declared or chunked bodies of any size, and reads the
// answer even when the server stops reading the body half-way.
import { Agent, request } from "node:http";

/** Status 0: the server closed the connection while an oversize body was still being sent. */
export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

export type RawRequest = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Declares this Content-Length but sends only the first 1 KB of the body. */
  declaredLength?: number;
  /** Sends this many bytes chunked (no Content-Length), stopping as soon as the server answers. */
  chunkedBytes?: number;
};

const agent = new Agent({ keepAlive: true, maxSockets: 16 });
const MAX_ANSWER = 2 * 1024 * 1024;

export function send(base: URL, spec: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const oversize = spec.declaredLength !== undefined || spec.chunkedBytes !== undefined;
    const headers: Record<string, string> = { ...spec.headers };
    if (spec.declaredLength !== undefined) headers["content-length"] = String(spec.declaredLength);
    else if (spec.body !== undefined && spec.chunkedBytes === undefined) headers["content-length"] = String(Buffer.byteLength(spec.body));
    const req = request({
      host: base.hostname,
      port: base.port,
      method: spec.method,
      path: spec.path,
      headers,
      // An oversize request leaves its socket in an unknown state: never reuse it.
      agent: oversize ? false : agent,
      timeout: spec.declaredLength === undefined ? 30_000 : 10_000,
    });
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_ANSWER) chunks.push(chunk);
      });
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") });
        if (oversize) req.destroy();
      });
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`timeout: ${spec.method} ${spec.path.slice(0, 200)}`)));
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (answered) return;
      // A server that will not read an oversize body may close the connection under it.
      if (oversize && (error.code === "EPIPE" || error.code === "ECONNRESET")) resolve({ status: 0, headers: {}, body: "" });
      else reject(error);
    });

    if (spec.declaredLength !== undefined) {
      req.write(Buffer.alloc(1024, 0x20));
      return; // never finished: the server must answer without waiting for the rest
    }
    if (spec.chunkedBytes !== undefined) {
      // Past twice the servers' 64 KB cap, pause once (up to 10 s, less if the answer comes) to let
      // an early answer arrive: writing on into a server that stopped reading gets the connection
      // reset, answer and all. A server that waits for the whole body never answers in the pause.
      const chunk = Buffer.alloc(16 * 1024, 0x20);
      let sent = 0;
      let paused = false;
      const pump = () => {
        if (answered || req.destroyed) return;
        if (sent >= (spec.chunkedBytes ?? 0)) return void req.end();
        if (sent >= 128 * 1024 && !paused) {
          paused = true;
          return void setTimeout(pump, 10_000);
        }
        sent += chunk.length;
        if (req.write(chunk)) setImmediate(pump);
        else req.once("drain", pump);
      };
      req.write("[");
      pump();
      return;
    }
    req.end(spec.body);
  });
}

export const closeAgent = () => agent.destroy();
