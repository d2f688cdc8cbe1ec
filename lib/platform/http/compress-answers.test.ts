import { createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESS_MIN_BYTES, compressApiAnswers, encodingFor } from "./compress-answers.mjs";

const big = JSON.stringify({ items: Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Company ${i}` })) });
const small = JSON.stringify({ ok: "x".repeat(COMPRESS_MIN_BYTES - 100) });

// Answers written the way Next.js writes a route handler's: Content-Type as an array, headers
// flushed, the body in one write, then end().
function nextLike(response: ServerResponse, type: string, body: string, extra: () => void = () => undefined) {
  response.setHeader("content-type", [type]);
  response.setHeader("cache-control", ["no-store"]);
  response.flushHeaders();
  response.write(Buffer.from(body));
  extra();
  response.end();
}

/** JavaScript of a scanner's size class, varied enough that compressing it is work. */
const script = Array.from({ length: 4000 }, (_, i) => `function f${i}(a){return a*${i}+"${(i * 7919).toString(36)}"}`).join("\n");

let pdfEnd: (() => void) | undefined;
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    compressApiAnswers(req, res);
    if (req.url === "/big") nextLike(res, "application/json", big);
    else if (req.url === "/small") nextLike(res, "application/json", small);
    else if (req.url === "/twice") nextLike(res, "application/json", big, () => res.end());
    else if (req.url?.startsWith("/asset")) {
      res.setHeader("content-type", ["text/javascript; charset=utf-8"]);
      res.setHeader("cache-control", [req.url === "/asset" ? "public, max-age=31536000, immutable" : "no-store"]);
      res.flushHeaders();
      res.write(Buffer.from(script));
      res.end();
    }
    else if (req.url === "/string-type") {
      res.setHeader("content-type", "application/json");
      res.end(big);
    } else if (req.url === "/pdf") {
      res.setHeader("content-type", ["application/pdf"]);
      res.flushHeaders();
      res.write(Buffer.from("%PDF-1.7 first part"));
      pdfEnd = () => res.end(" last part");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Answer = { headers: IncomingHttpHeaders; body: Buffer };

function get(path: string, headers: Record<string, string> = {}, onFirstChunk?: () => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => {
        if (chunks.length === 0) onFirstChunk?.();
        chunks.push(chunk);
      });
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("encodingFor", () => {
  it("prefers br, then gzip, and honours q=0", () => {
    expect(encodingFor("gzip, deflate, br, zstd")).toBe("br");
    expect(encodingFor("gzip")).toBe("gzip");
    expect(encodingFor("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(encodingFor("*")).toBe("gzip");
    expect(encodingFor("gzip;q=0")).toBeNull();
    expect(encodingFor("identity")).toBeNull();
    expect(encodingFor(undefined)).toBeNull();
  });
});

describe("compressApiAnswers", () => {
  it("compresses an immutable script for a client that accepts br or gzip, the same bytes every time, and leaves one that may change plain", async () => {
    const first = await get("/asset", { "accept-encoding": "gzip, deflate, br" });
    const again = await get("/asset", { "accept-encoding": "br" });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["content-length"]).toBe(String(first.body.length));
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(first.body).toString()).toBe(script);
    expect(first.body.length).toBeLessThan(script.length / 3);
    expect(again.body.equals(first.body)).toBe(true);
    const gzipped = await get("/asset", { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(script);

    const changing = await get("/asset-changing", { "accept-encoding": "br" });
    expect(changing.headers["content-encoding"]).toBeUndefined();
    expect(changing.body.toString()).toBe(script);
  });

  it("gzips a route's large JSON answer for a client that accepts gzip, with its length and headers", async () => {
    const answer = await get("/big", { "accept-encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["content-length"]).toBe(String(answer.body.length));
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["vary"]).toMatch(/accept-encoding/i);
    expect(gunzipSync(answer.body).toString()).toBe(big);
  });

  it("answers br when the client accepts it", async () => {
    const answer = await get("/big", { "accept-encoding": "gzip, br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(answer.body).toString()).toBe(big);
  });

  it("sends plain JSON to a client that asks for no encoding, and small answers plain", async () => {
    const plain = await get("/big");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["vary"]).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(big);
    const tiny = await get("/small", { "accept-encoding": "gzip" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe(small);
  });

  it("sends a plain JSON answer whole, with its length rather than in chunks", async () => {
    for (const answer of [await get("/big"), await get("/small", { "accept-encoding": "gzip" })]) {
      expect(answer.headers["content-length"]).toBe(String(answer.body.length));
      expect(answer.headers["transfer-encoding"]).toBeUndefined();
    }
  });

  it("sends the whole answer when end() is called again while it is being compressed", async () => {
    const answer = await get("/twice", { "accept-encoding": "gzip" });
    expect(gunzipSync(answer.body).toString()).toBe(big);
  });

  it("leaves to Next's own middleware an answer whose Content-Type is a plain string", async () => {
    const answer = await get("/string-type", { "accept-encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString()).toBe(big);
  });

  it("streams anything that is not JSON as it is written, uncompressed", async () => {
    const answer = await get("/pdf", { "accept-encoding": "gzip" }, () => pdfEnd?.());
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString()).toBe("%PDF-1.7 first part last part");
  });
});
