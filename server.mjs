// Saldo's HTTP server: Next.js's request handler behind a plain node:http server (Next's
// documented custom server). It exists for one reason: route handlers get no socket address, and
// `next start` fills X-Forwarded-For only when the client did not send one, so the app could not
// tell a client's real address from one it made up. Here every request carries the connection's
// address in a private header, overwritten whatever the client sent under that name; the rate
// limits read it (lib/platform/http/rate-limit.ts), and X-Forwarded-For only as far as TRUST_PROXY says.
//
//   node server.mjs [--dev] [-p PORT] [-H HOSTNAME]
//
// PORT falls back to the environment's PORT, then 3000. With no -H it listens where the app's settings
// say (HOST; unset, this machine only in sandbox mode, every interface otherwise:
// lib/platform/start-settings.ts), learnt once the app is prepared. Nothing else is read here: the
// app's configuration is lib/platform/env.ts's.
import { createServer } from "node:http";
import process from "node:process";
import { Buffer } from "node:buffer";
import { setImmediate, setTimeout } from "node:timers";
import { URL } from "node:url";
import pino from "pino";
import { compressApiAnswers } from "./lib/platform/http/compress-answers.mjs";
import { closeGentlyWhenAnsweredEarly, endGently } from "./lib/platform/http/lingering-close.mjs";
import { urlProblem } from "./lib/platform/http/url-check.mjs";

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
// lib/platform/env.ts reads the port the app listens on (APP_URL's default in sandbox mode is this app).
process.env.PORT = String(port);
// Tells lib/accounts which header holds the peer address. Started any other way, the app sees no
// such global and trusts no address header at all.
globalThis.__saldoPeerHeader = PEER_HEADER;

// Where to listen when -H does not say: the app's start decides it from its settings and hands it
// over here (lib/system/boot.ts). Next runs that start during prepare() without waiting for it.
const decided = new Promise((resolve) => {
  globalThis.__saldoListenOn = resolve;
});

const { default: next } = await import("next");
const app = next({ dev, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// null is every interface. Should the start never say (it did not run), this machine only.
const NO_ANSWER = Symbol("no answer");
const answer = hostname ?? (await Promise.race([decided, new Promise((resolve) => setTimeout(resolve, 30_000, NO_ANSWER).unref())]));
// The app's own logger by now (its format and redaction); a bare one if it never loaded.
const log = globalThis.__saldoLog ?? pino({ base: undefined });
if (answer === NO_ANSWER) log.warn("the app's start did not say where to listen: listening on 127.0.0.1 only");
const listenOn = answer === NO_ANSWER ? "127.0.0.1" : answer ?? undefined;

// Requests start in arrival order, a few per turn of the event loop. Started all at once, a burst
// keeps one turn busy for as long as their synchronous parts take (the embedded database answers
// on this thread), and libuv takes one new connection a turn: under a steady stream from open
// connections, a client that connects now would wait seconds to be read (measured: 50 callback
// connections on PGlite, the last ones accepted 4–5 s late; with two starts a turn, all within 1 s).
const STARTS_PER_TURN = 2;
const waiting = [];
let scheduled = false;
// How many are accepted but not started: the app's background work yields to them (lib/platform/http/waiting-requests.ts).
globalThis.__saldoRequestsWaiting = () => waiting.length;

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

/** A JSON error answer written here, before Next: the connection closes, so no body is waited for. */
function refuse(response, status, code, message) {
  response.writeHead(status, { "content-type": "application/json", connection: "close", "cache-control": "no-store" });
  response.end(JSON.stringify({ error: { code, message } }));
}

/**
 * An address that does not decode (or holds control characters) is answered 400 at once. Next's
 * router would fail on it with a bare 500, and routed through the proxy, Next would first wait
 * for a body the client declared and may never send.
 */
function refuseBadAddress(request, response) {
  if (!request.url?.startsWith("/")) return false;
  let problem;
  try {
    problem = urlProblem(new URL(`http://saldo${request.url}`));
  } catch {
    problem = "The address cannot be read.";
  }
  if (!problem) return false;
  refuse(response, 400, "INVALID_INPUT", problem);
  return true;
}

const server = createServer((request, response) => {
  // A body past the cap is answered 413 while the client may still be sending it: the answer
  // must reach it before the connection closes.
  closeGentlyWhenAnsweredEarly(request, response);
  if (refuseBadAddress(request, response)) return;
  request.headers[PEER_HEADER] = request.socket.remoteAddress ?? "";
  // The API's JSON answers and immutable assets, compressed for clients that accept it (Next's
  // `compress` covers pages only). Not the provider's callback paths: their answers are a few bytes.
  if (request.url?.startsWith("/api/")) compressApiAnswers(request, response);
  waiting.push([request, response]);
  schedule();
});
// A request Node's parser cannot take (an address or headers past its 16 KB limit, broken HTTP)
// gets an answer in the error shape instead of Node's empty one, then the connection closes, gently:
// the client may still be sending the rest of its headers, and a reset would lose the answer.
server.on("clientError", (error, socket) => {
  if (!socket.writable || error.code === "ECONNRESET") return void socket.destroy();
  const [status, code, message] = error.code === "HPE_HEADER_OVERFLOW"
    ? [431, "HEADERS_TOO_LARGE", "The address or the headers are too large."]
    : [400, "INVALID_INPUT", "The request cannot be read."];
  const body = JSON.stringify({ error: { code, message } });
  endGently(socket, `HTTP/1.1 ${status} ${status === 431 ? "Request Header Fields Too Large" : "Bad Request"}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
});
server.listen(port, listenOn, () => {
  const { address } = /** @type {import("node:net").AddressInfo} */ (server.address());
  const everywhere = address === "::" || address === "0.0.0.0";
  const host = everywhere ? "localhost" : address.includes(":") ? `[${address}]` : address;
  log.info({ address, url: `http://${host}:${port}`, dev }, everywhere ? "server ready, on every interface" : "server ready, on this address only");
});

/** The app's own work to finish before exiting (lib/platform/shutdown.ts), a few seconds at most. */
async function runShutdownHooks() {
  const hooks = [...(globalThis.__saldoShutdownHooks?.values() ?? [])];
  const limit = new Promise((resolve) => setTimeout(resolve, 8_000).unref());
  await Promise.race([Promise.allSettled(hooks.map((hook) => hook())), limit]);
}

// Stop taking requests, let those in flight finish, finish the app's own work (background jobs),
// then let Next clean up (as `next start` does).
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Live-status streams never finish on their own: ended here, their pages reconnect elsewhere.
    globalThis.__saldoEndStreams?.();
    server.close(() => void runShutdownHooks().then(() => app.close()).finally(() => process.exit(0)));
    setTimeout(() => server.closeIdleConnections(), 100).unref();
    if (dev) server.closeAllConnections();
    else server.closeIdleConnections();
  });
}
