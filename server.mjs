// Saldo's HTTP server: Next.js's request handler behind a plain node:http server (Next's
// documented custom server). It exists for one reason: route handlers get no socket address, and
// `next start` fills X-Forwarded-For only when the client did not send one, so the app could not
// tell a client's real address from one it made up. Here every request carries the connection's
// address in a private header, overwritten whatever the client sent under that name; the rate
// limits read it (lib/auth/rate-limit.ts), and X-Forwarded-For only as far as TRUST_PROXY says.
//
//   node server.mjs [--dev] [-p PORT] [-H HOSTNAME]
//
// PORT falls back to the environment's PORT, then 3000; with no -H it listens on every interface,
// as `next start` does. Nothing else is read here: the app's configuration is lib/env.ts's.
import { createServer } from "node:http";
import process from "node:process";
import { setImmediate } from "node:timers";
import pino from "pino";
import { compressJsonAnswers } from "./lib/server/http/compress-json.mjs";

const PEER_HEADER = "x-saldo-peer-address";

const args = process.argv.slice(2);
const option = (...names) => {
  const at = args.findIndex((arg) => names.includes(arg));
  return at >= 0 ? args[at + 1] : undefined;
};
const dev = args.includes("--dev");
const port = Number(option("-p", "--port") ?? process.env.PORT ?? 3000);
const hostname = option("-H", "--hostname");

// As `next start` and `next dev` do, before React or Next is loaded (they read it once).
process.env.NODE_ENV ??= dev ? "development" : "production";
// Tells lib/auth which header holds the peer address. Started any other way, the app sees no
// such global and trusts no address header at all.
globalThis.__saldoPeerHeader = PEER_HEADER;

const { default: next } = await import("next");
const app = next({ dev, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const log = pino({ base: undefined });

// Requests start in arrival order, a few per turn of the event loop. Started all at once, a burst
// keeps one turn busy for as long as their synchronous parts take (the embedded database answers
// on this thread), and libuv takes one new connection a turn: under a steady stream from open
// connections, a client that connects now would wait seconds to be read (measured: 50 callback
// connections on PGlite, the last ones accepted 4–5 s late; with two starts a turn, all within 1 s).
const STARTS_PER_TURN = 2;
const waiting = [];
let scheduled = false;

function serve(request, response) {
  handle(request, response).catch((error) => {
    log.error({ err: { type: error?.name, message: String(error?.message) } }, "request failed outside the app");
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
}

function startSome() {
  scheduled = false;
  for (let started = 0; started < STARTS_PER_TURN && waiting.length > 0; started++) serve(...waiting.shift());
  if (waiting.length > 0) schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  setImmediate(startSome);
}

// The largest body any JSON route takes (lib/server/http/body.ts, MAX_JSON_BYTES).
const MAX_JSON_BYTES = 64 * 1024;

/**
 * An API address holding a %-escape goes through proxy.ts, and Next buffers the body of every
 * request the proxy sees before running it: a Content-Length over the routes' cap whose body never
 * comes would keep that request waiting for ever. Answered here as the routes answer it, unread.
 */
function refuseOversizeThroughProxy(request, response) {
  if (!request.url?.startsWith("/api/") || !request.url.includes("%")) return false;
  const declared = Number(request.headers["content-length"]);
  if (!(declared > MAX_JSON_BYTES)) return false;
  response.writeHead(413, { "content-type": "application/json", connection: "close" });
  response.end(JSON.stringify({ error: { code: "PAYLOAD_TOO_LARGE", message: `The request body is larger than ${MAX_JSON_BYTES / 1024} KB.` } }));
  return true;
}

const server = createServer((request, response) => {
  request.headers[PEER_HEADER] = request.socket.remoteAddress ?? "";
  if (refuseOversizeThroughProxy(request, response)) return;
  // The JSON API's answers, compressed for clients that accept it (Next's `compress` covers pages
  // only). Not the provider's callback paths: their answers are a few bytes.
  if (request.url?.startsWith("/api/")) compressJsonAnswers(request, response);
  waiting.push([request, response]);
  schedule();
});
server.listen(port, hostname, () => log.info({ url: `http://${hostname ?? "localhost"}:${port}`, dev }, "server ready"));

// Stop taking requests, let those in flight finish, then let Next clean up (as `next start` does).
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close(() => void app.close().finally(() => process.exit(0)));
    if (dev) server.closeAllConnections();
    else server.closeIdleConnections();
  });
}
