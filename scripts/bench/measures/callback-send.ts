// Sends POSTs from a fixed number of connections, each on its own keep-alive socket and taking the
// next request when its last one is answered; every answer's status, body and latency kept.
import { Agent, request as httpRequest } from "node:http";
import { performance } from "node:perf_hooks";

export type Post = { path: string; headers: Record<string, string>; body: string };
export type Answer = { status: number | null; body: string; ms: number };

const TIMEOUT_MS = 15_000;

function post(baseUrl: string, agent: Agent, p: Post): Promise<Answer> {
  const started = performance.now();
  const body = Buffer.from(p.body);
  return new Promise((resolve) => {
    const done = (status: number | null, text: string) => resolve({ status, body: text, ms: performance.now() - started });
    const req = httpRequest(new URL(p.path, baseUrl), {
      method: "POST",
      agent,
      headers: { "content-type": "application/json", "content-length": body.length, ...p.headers },
      timeout: TIMEOUT_MS,
    });
    req.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (c: Buffer) => chunks.push(c));
      response.on("end", () => done(response.statusCode ?? null, Buffer.concat(chunks).toString("utf8")));
      response.on("error", () => done(null, ""));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => done(null, ""));
    req.end(body);
  });
}

/** All of `posts` from `connections` senders at once; the answers in the posts' order and the wall time. */
export async function sendAll(baseUrl: string, connections: number, posts: Post[]): Promise<{ answers: Answer[]; ms: number }> {
  const answers: Answer[] = new Array(posts.length);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let n = next++; n < posts.length; n = next++) answers[n] = await post(baseUrl, agent, posts[n]!);
      agent.destroy();
    }),
  );
  return { answers, ms: performance.now() - started };
}
