import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as SseModule from "./sse";

// Imported after the variables are set: the helper reads them once, through lib/platform/env.ts.
let sse: typeof SseModule;

beforeAll(async () => {
  vi.stubEnv("LIVE_HEARTBEAT_MS", "20");
  // Fifty heartbeats' worth of life: a loaded machine delays timers, and three must still fit.
  vi.stubEnv("LIVE_STREAM_MAX_MS", "1000");
  vi.resetModules();
  sse = await import("./sse");
});

// The files after this one in its worker share its module graph: they get the environment back,
// and modules that read it fresh.
afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function readAll(response: Response): Promise<string> {
  return new Response(response.body).text();
}

describe("an event stream", () => {
  it("is an uncompressed, unbuffered event stream that sends events, heartbeats, and ends at its longest life", async () => {
    const cleanup = vi.fn();
    const response = sse.eventStream(new AbortController().signal, (sink) => {
      sink.send("operation", { a: 1 }, "42");
      return cleanup;
    });
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
    });
    const text = await readAll(response);
    expect(text.startsWith(": open\n\nevent: operation\nid: 42\ndata: {\"a\":1}\n\n")).toBe(true);
    expect(text.match(/: heartbeat\n\n/g)?.length).toBeGreaterThanOrEqual(3);
    expect(text.endsWith("event: reconnect\ndata: {}\n\n")).toBe(true);
    expect(cleanup).toHaveBeenCalledOnce();
  });

  it("ends when the client goes away, and when the server shuts down", async () => {
    const abort = new AbortController();
    const gone = vi.fn();
    const first = sse.eventStream(abort.signal, () => gone);
    const stopped = vi.fn();
    const second = sse.eventStream(new AbortController().signal, () => stopped);
    const texts = Promise.all([readAll(first), readAll(second)]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(sse.openStreams()).toBe(2);
    abort.abort();
    (globalThis as { __saldoEndStreams?: () => void }).__saldoEndStreams?.();
    const [a, b] = await texts;
    expect(a).not.toContain("reconnect");
    expect(b).not.toContain("reconnect");
    expect(gone).toHaveBeenCalledOnce();
    expect(stopped).toHaveBeenCalledOnce();
    expect(sse.openStreams()).toBe(0);
  });

  it("runs onEnd once however it ends: a body that fails, a client already gone, the longest life", async () => {
    const failed = vi.fn();
    await readAll(sse.eventStream(new AbortController().signal, () => Promise.reject(new Error("no listener")), failed));
    expect(failed).toHaveBeenCalledOnce();

    const abort = new AbortController();
    abort.abort();
    const gone = vi.fn();
    await readAll(sse.eventStream(abort.signal, () => undefined, gone));
    expect(gone).toHaveBeenCalledOnce();

    const lived = vi.fn();
    await readAll(sse.eventStream(new AbortController().signal, () => undefined, lived));
    expect(lived).toHaveBeenCalledOnce();
    expect(sse.openStreams()).toBe(0);
  });
});
