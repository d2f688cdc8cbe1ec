// A tiny load balancer for the provider's callbacks: the sandbox has one SANDBOX_CALLBACK_URL, so
// callbacks go here and are passed on to the app instances in turn. An instance that does not
// answer (killed, restarting) is skipped for the next one; when none answers, the provider gets a
// 502 and retries, as it would behind a real balancer.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type ForwardTarget = { name: string; url: string };

export async function startCallbackForwarder(targets: () => ForwardTarget[]) {
  const counts = { received: 0, unanswered: 0, byTarget: {} as Record<string, number> };
  let turn = 0;

  async function forward(path: string, headers: Record<string, string>, body: string) {
    const all = targets();
    for (let i = 0; i < all.length; i++) {
      const target = all[(turn + i) % all.length]!;
      try {
        const response = await fetch(`${target.url}${path}`, { method: "POST", headers, body, signal: AbortSignal.timeout(5_000) });
        counts.byTarget[target.name] = (counts.byTarget[target.name] ?? 0) + 1;
        turn += 1;
        return { status: response.status, body: await response.text() };
      } catch {
        // not answering: the next one
      }
    }
    counts.unanswered += 1;
    return { status: 502, body: JSON.stringify({ error: "no instance answered" }) };
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      counts.received += 1;
      const headers: Record<string, string> = {};
      for (const name of ["content-type", "x-api-key", "x-authorization-token"]) {
        const value = req.headers[name];
        if (typeof value === "string") headers[name] = value;
      }
      void forward(req.url ?? "/", headers, Buffer.concat(chunks).toString("utf8")).then((answer) => {
        res.writeHead(answer.status, { "content-type": "application/json" });
        res.end(answer.body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
