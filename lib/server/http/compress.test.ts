import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { COMPRESS_MIN_BYTES, compressJson, encodingFor } from "./compress";

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Company ${i}` })) };
const request = (acceptEncoding?: string, method = "GET") =>
  new Request("http://saldo.test/api/x", { method, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("encodingFor", () => {
  it("prefers br, then gzip, and honours q=0", () => {
    expect(encodingFor("gzip, deflate, br, zstd")).toBe("br");
    expect(encodingFor("gzip")).toBe("gzip");
    expect(encodingFor("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(encodingFor("*")).toBe("gzip");
    expect(encodingFor("gzip;q=0")).toBeNull();
    expect(encodingFor("identity")).toBeNull();
    expect(encodingFor(null)).toBeNull();
  });
});

describe("compressJson", () => {
  it("gzips a large JSON answer for a client that accepts gzip, keeping status and headers", async () => {
    const response = await compressJson(request("gzip"), Response.json(big, { status: 201, headers: { "cache-control": "no-store" } }));
    expect(response.status).toBe(201);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual(big);
  });

  it("answers br when the client accepts it", async () => {
    const response = await compressJson(request("gzip, br"), Response.json(big));
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual(big);
  });

  it("leaves plain a client that asks for no encoding, a HEAD, a small answer and anything not JSON", async () => {
    const plain = await compressJson(request(), Response.json(big));
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.json()).toEqual(big);
    expect((await compressJson(request("gzip", "HEAD"), Response.json(big))).headers.get("content-encoding")).toBeNull();

    const small = { ok: "x".repeat(COMPRESS_MIN_BYTES - 20) };
    const smallAnswer = await compressJson(request("gzip"), Response.json(small));
    expect(smallAnswer.headers.get("content-encoding")).toBeNull();
    expect(await smallAnswer.json()).toEqual(small);

    const pdf = new Response(new Uint8Array(4096), { headers: { "content-type": "application/pdf" } });
    expect(await compressJson(request("gzip"), pdf)).toBe(pdf);
  });
});
