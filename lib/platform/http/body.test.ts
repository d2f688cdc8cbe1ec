import { describe, expect, it } from "vitest";
import { jsonDepth, MAX_JSON_BYTES, readJson } from "./body";
import { AppError } from "./errors";

/** A request whose body is pulled chunk by chunk, counting what the server read and whether it cancelled. */
function streamed(chunkBytes: number, chunks: number, headers: Record<string, string> = {}) {
  const seen = { pulled: 0, cancelled: false };
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ >= chunks) return controller.close();
      seen.pulled += chunkBytes;
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x20));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  const request = new Request("http://saldo.test/api/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);
  return { request, seen };
}

const json = (text: string | Uint8Array<ArrayBuffer>) => new Request("http://saldo.test/api/x", { method: "POST", body: text });

async function refusal(promise: Promise<unknown>): Promise<{ code: string; status: number }> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, status: (error as AppError).status };
}

describe("readJson", () => {
  it("parses a JSON body with accents and emoji", async () => {
    expect(await readJson(json('{"name":"Ana Pérez 🙂","n":[1,{"a":true}]}'))).toEqual({ name: "Ana Pérez 🙂", n: [1, { a: true }] });
  });

  it("refuses a declared Content-Length over 64 KB with 413 without reading the body", async () => {
    const { request, seen } = streamed(1024, 1_000, { "content-length": String(200 * 1024 * 1024) });
    expect(await refusal(readJson(request))).toEqual({ code: "PAYLOAD_TOO_LARGE", status: 413 });
    expect(seen.pulled).toBeLessThanOrEqual(64 * 1024); // at most what the stream prefetched
  });

  it("counts a chunked body as it arrives and cancels it past 64 KB with 413", async () => {
    const { request, seen } = streamed(16 * 1024, 10_000);
    expect(await refusal(readJson(request))).toEqual({ code: "PAYLOAD_TOO_LARGE", status: 413 });
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThanOrEqual(MAX_JSON_BYTES + 3 * 16 * 1024);
  });

  it("takes a body of exactly 64 KB", async () => {
    const text = `"${"x".repeat(MAX_JSON_BYTES - 2)}"`;
    expect(((await readJson(json(text))) as string).length).toBe(MAX_JSON_BYTES - 2);
  });

  it("refuses JSON nested 2,000 levels deep with 400 before parsing it", async () => {
    const deep = `${'{"a":'.repeat(2_000)}1${"}".repeat(2_000)}`;
    expect(await refusal(readJson(json(deep)))).toEqual({ code: "INVALID_INPUT", status: 400 });
    expect(await refusal(readJson(json("[".repeat(50_000))))).toEqual({ code: "INVALID_INPUT", status: 400 });
  });

  it("refuses NUL and other control characters in any key or value, however deep", async () => {
    for (const body of ['{"email":"a\\u0000@b.co"}', '{"a":{"b":["x\\u001fy"]}}', '{"k\\u0000":1}', '{"a":"\\u007f"}', '{"a":"\\u0085"}', '{"a":"tab\\there"}']) {
      expect(await refusal(readJson(json(body))), body).toEqual({ code: "INVALID_INPUT", status: 400 });
    }
  });

  it("refuses lone surrogates, and reads bytes that are not UTF-8 as U+FFFD", async () => {
    expect(await refusal(readJson(json('{"a":"\\ud800"}')))).toEqual({ code: "INVALID_INPUT", status: 400 });
    expect(await readJson(json(new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])))).toEqual({ a: "\ufffd(" });
  });

  it("refuses text that is not JSON, and an empty body", async () => {
    for (const body of ["", "{", "{'a':1}", "NaN", '{"a":1}{"b":2}']) {
      expect(await refusal(readJson(json(body))), body).toEqual({ code: "INVALID_INPUT", status: 400 });
    }
  });
});

describe("jsonDepth", () => {
  it("counts nesting outside strings only", () => {
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[[{{{{\\"]]]"}')).toBe(1);
    expect(jsonDepth("42")).toBe(0);
  });
});
