import { readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { signedUpUser } from "../support/api-client";
import { routeServers } from "../support/route-servers";

// Raw HTTP, so the test sees the bytes on the wire (fetch would decode them, and asks for gzip itself).
type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function get(path: string, headers: Record<string, string>): Promise<Answer> {
  const base = new URL(routeServers().appUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: base.hostname, port: base.port, path, method: "GET", headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const LIST = "/api/companies/services?limit=50";
let cookie: string;

beforeAll(async () => {
  cookie = (await signedUpUser("compress")).cookieHeader();
});

describe("compressed JSON answers", () => {
  it("answers a large JSON read gzip-encoded when the client accepts gzip, and plain when it asks for nothing", async () => {
    const plain = await get(LIST, { cookie });
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const companies = JSON.parse(plain.body.toString("utf8"));
    expect(companies.companies).toHaveLength(50);
    expect(plain.body.length).toBeGreaterThan(4096);

    const gzipped = await get(LIST, { cookie, "accept-encoding": "gzip" });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers["vary"]).toMatch(/accept-encoding/i);
    expect(gzipped.headers["cache-control"]).toBe("private, max-age=60");
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(gunzipSync(gzipped.body).toString("utf8"))).toEqual(companies);
  });

  it("prefers br when the client accepts it, as browsers do", async () => {
    const answer = await get(LIST, { cookie, "accept-encoding": "gzip, deflate, br, zstd" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(answer.body).toString("utf8")).companies).toHaveLength(50);
  });

  it("leaves small answers plain even when the client accepts gzip", async () => {
    const me = await get("/api/me", { cookie, "accept-encoding": "gzip" });
    expect(me.status).toBe(200);
    expect(me.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(me.body.toString("utf8")).user.name).toBe("Ana Pérez");
  });
});

describe("the bill scanner's files", () => {
  it("sends the decoder and the PDF worker compressed, byte for byte the installed packages' files, a third of their size", async () => {
    const files = {
      "zxing_reader.wasm": ["zxing-wasm", "dist", "reader", "zxing_reader.wasm"],
      "pdf.worker.min.mjs": ["pdfjs-dist", "build", "pdf.worker.min.mjs"],
    };
    for (const [name, where] of Object.entries(files)) {
      const installed = readFileSync(path.join(process.cwd(), "node_modules", ...where));
      const answer = await get(`/api/scanner/${name}?v=1`, { "accept-encoding": "gzip, deflate, br, zstd" });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.body.length).toBeLessThan(installed.length / 2.5);
      expect(brotliDecompressSync(answer.body).equals(installed)).toBe(true);
      // Asked again (kept, not compressed again): the same bytes; and plain for a client that accepts no encoding.
      expect((await get(`/api/scanner/${name}?v=2`, { "accept-encoding": "br" })).body.equals(answer.body)).toBe(true);
      const plain = await get(`/api/scanner/${name}`, {});
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.equals(installed)).toBe(true);
    }
  });
});
