// The API's answers, compressed (br, else gzip) for clients that accept it. server.mjs installs it
// on each /api/ request before Next.js sees it. Next's own `compress` does not reach route
// handlers: its middleware reads their Content-Type as an array and leaves them alone, and Next
// drops any Content-Encoding a handler sets. Two kinds are compressed:
//   - JSON answers, each as it is made. The whole answer is held here (JSON answers are small and
//     written at once), then sent compressed with its length, or plain when it is under
//     COMPRESS_MIN_BYTES or the client accepts no encoding. Held, an answer leaves in one write with
//     its length; as Next writes it, it would take three (the headers, the body as a chunk, the last
//     chunk), each a system call.
//   - Immutable JavaScript and WebAssembly (the bill scanner's decoder and PDF worker, a megabyte
//     each): compressed once per process and kept, since every answer of them is the same bytes, so
//     a phone downloads a third of them and the server compresses them once.
// Anything else (PDFs, logos, event streams) passes through untouched, as it is written. Plain
// JavaScript: server.mjs loads it without a build step.
import { Buffer } from "node:buffer";
import { createHash } from "node:crypto";
import process from "node:process";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** Below this the framing costs about what compression saves (errors, small reads). */
export const COMPRESS_MIN_BYTES = 1024;
/** An answer this large is sent as it comes rather than held (none of the JSON routes gets near). */
const MAX_HELD_BYTES = 4 * 1024 * 1024;
/** Immutable assets' compressed bytes kept, by encoding and content; a handful exist. */
const MAX_KEPT_ASSETS = 8;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Quality 5 of 11: most of brotli's gain for a small share of its top quality's CPU. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
const ASSET_TYPE = /^(?:text\/javascript|application\/javascript|application\/wasm)\b/i;

/** The encoding to answer in, from an Accept-Encoding header: "br", then "gzip", else null. */
export function encodingFor(acceptEncoding) {
  if (typeof acceptEncoding !== "string" || !acceptEncoding) return null;
  const accepted = new Set();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [token = "", ...params] = part.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(token);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

const toBuffer = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : undefined));

/**
 * How a route handler's answer is compressed: "json" (each answer), "asset" (immutable JavaScript or
 * WebAssembly: once, then kept) or null (sent as it is). Next hands route handlers their
 * Content-Type as an array, which is what its own compression middleware (sitting above this one)
 * turns down; one given as a string is that middleware's to compress, and this layer stays out of
 * its way.
 */
function kindOf(response) {
  if (response.getHeader("content-encoding")) return null;
  const type = response.getHeader("content-type");
  if (!Array.isArray(type)) return null;
  if (JSON_TYPE.test(type.join(","))) return "json";
  const cacheControl = [response.getHeader("cache-control") ?? ""].flat().join(",");
  if (ASSET_TYPE.test(type.join(",")) && /\bimmutable\b/i.test(cacheControl) && response.statusCode === 200) return "asset";
  return null;
}

/** Immutable assets' compressed bytes, by encoding and a hash of the plain bytes. */
const keptAssets = new Map();

async function compress(body, encoding) {
  return encoding === "br" ? brotli(body, BROTLI) : gzipAsync(body);
}

/** The compressed bytes of an immutable asset, made the first time and kept (the same bytes are asked for again and again). */
function compressedAsset(body, encoding) {
  const key = `${encoding}:${createHash("sha256").update(body).digest("base64url")}`;
  let kept = keptAssets.get(key);
  if (!kept) {
    if (keptAssets.size >= MAX_KEPT_ASSETS) keptAssets.delete(keptAssets.keys().next().value);
    kept = compress(body, encoding);
    kept.catch(() => keptAssets.delete(key));
    keptAssets.set(key, kept);
  }
  return kept;
}

/**
 * Makes `response` hold a compressible answer (kindOf) and send it whole with its length:
 * compressed when `request` accepts an encoding and the answer is worth it. Decided when the answer
 * starts (its headers are known by then).
 */
export function compressApiAnswers(request, response) {
  if (request.method === "HEAD") return;
  const encoding = encodingFor(request.headers["accept-encoding"]);
  const original = { writeHead: response.writeHead, write: response.write, end: response.end, flushHeaders: response.flushHeaders };
  /** "new" → "pass" (not compressible: untouched) or "hold" → "finishing" (compressing) → "pass". */
  let state = "new";
  let kind = null;
  const held = [];
  let heldBytes = 0;

  const decide = (withHeaders = false) => {
    if (state !== "new") return;
    state = "pass";
    if (withHeaders) return;
    kind = kindOf(response);
    if (!kind) return;
    response.appendHeader("vary", "Accept-Encoding");
    state = "hold";
  };

  const release = (res) => {
    state = "pass";
    const body = Buffer.concat(held);
    held.length = 0;
    return original.write.call(res, body);
  };

  async function finish(res, callback) {
    let body = Buffer.concat(held);
    held.length = 0;
    if (encoding && body.length >= COMPRESS_MIN_BYTES) {
      try {
        body = await (kind === "asset" ? compressedAsset(body, encoding) : compress(body, encoding));
        res.setHeader("content-encoding", encoding);
      } catch {
        // Sent plain: what the client asked for is still answered.
      }
    }
    res.setHeader("content-length", body.length);
    state = "pass";
    original.end.call(res, body, callback);
  }

  response.flushHeaders = function flushHeaders() {
    decide();
    if (state === "pass") return original.flushHeaders.call(this);
  };
  response.writeHead = function writeHead(statusCode, ...rest) {
    // Headers handed to writeHead itself are not something our routes do: pass those through.
    this.statusCode = statusCode;
    decide(rest.some((arg) => typeof arg === "object" && arg !== null));
    if (state === "pass") return original.writeHead.call(this, statusCode, ...rest);
    if (typeof rest[0] === "string") this.statusMessage = rest[0];
    return this;
  };
  response.write = function write(chunk, chunkEncoding, callback) {
    decide();
    if (state === "pass") return original.write.apply(this, arguments);
    if (state === "finishing") return false;
    const done = typeof chunkEncoding === "function" ? chunkEncoding : callback;
    const buffer = toBuffer(chunk, chunkEncoding);
    held.push(buffer);
    heldBytes += buffer.length;
    if (heldBytes > MAX_HELD_BYTES) {
      const ok = release(this);
      if (done) process.nextTick(done);
      return ok;
    }
    if (done) process.nextTick(done);
    return true;
  };
  response.end = function end(chunk, chunkEncoding, callback) {
    decide();
    if (state === "pass") return original.end.apply(this, arguments);
    if (state === "finishing") return this; // already ending: the held answer is on its way
    let done = callback;
    if (typeof chunk === "function") [done, chunk] = [chunk, undefined];
    else if (typeof chunkEncoding === "function") [done, chunkEncoding] = [chunkEncoding, undefined];
    if (chunk !== undefined && chunk !== null) held.push(toBuffer(chunk, chunkEncoding));
    state = "finishing";
    void finish(this, done);
    return this;
  };
}
