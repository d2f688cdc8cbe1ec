import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FollowOptions } from "./follow-stream";

// The stream itself is follow-stream.test.ts's; here the page's side of it is driven by hand.
const streams: FollowOptions<unknown>[] = [];
vi.mock("./follow-stream", () => ({
  followStream: (options: FollowOptions<unknown>) => {
    streams.push(options);
    return () => undefined;
  },
}));
const { followRows } = await import("./follow-rows");

const at = (ms: number) => new Date(ms).toISOString();
const row = (id: string, status: string, ms: number) => ({ id, status, updatedAt: at(ms) });

/** The page's visibility, as the browser tells it. */
const page = {
  hidden: false,
  listeners: new Set<() => void>(),
  addEventListener: (_: string, listener: () => void) => page.listeners.add(listener),
  removeEventListener: (_: string, listener: () => void) => page.listeners.delete(listener),
  show(hidden: boolean) {
    page.hidden = hidden;
    page.listeners.forEach((listener) => listener());
  },
};

describe("following a page's rows in flight", () => {
  let answers: Record<string, ReturnType<typeof row>>;
  const reads: string[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    streams.length = 0;
    reads.length = 0;
    page.hidden = false;
    page.listeners.clear();
    answers = {};
    vi.stubGlobal("document", page);
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string) => {
        reads.push(path);
        const id = decodeURIComponent(path.split("/").at(-1) ?? "");
        return new Response(JSON.stringify({ operation: answers[id] }));
      }),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("follows a list's rows on one stream, and one operation on its own from the version shown", () => {
    followRows(`a.1000,b.2000`, () => undefined);
    followRows(`a.1000`, () => undefined, { single: true });
    expect(streams.map((s) => s.url())).toEqual(["/api/operations/events?ids=a.1000,b.2000", "/api/operations/a/events?since=1000"]);

    // An event moves the version followed on; a final one leaves the row.
    streams[0]?.onEvent({ operation: row("a", "processing", 3000) });
    expect(streams[0]?.url()).toBe("/api/operations/events?ids=a.3000,b.2000");
    streams[0]?.onEvent({ operation: row("b", "failed", 4000) });
    expect(streams[0]?.url()).toBe("/api/operations/events?ids=a.3000");
  });

  it("reads the rows while the stream is down, after 1 s, 1.5 s, …, until they are final", async () => {
    const changes: unknown[] = [];
    followRows("a.1000", (op) => changes.push(op));
    answers.a = row("a", "processing", 1000);
    streams[0]?.onState(false);
    await vi.advanceTimersByTimeAsync(999);
    expect(reads).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads).toEqual(["/api/operations/a"]);
    expect(changes).toEqual([]); // nothing newer than what the page shows

    answers.a = row("a", "confirmed", 5000);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(reads).toHaveLength(2);
    expect(changes).toEqual([answers.a]);
    // Final: no more reads, and nothing left to stream.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reads).toHaveLength(2);
    expect(streams[0]?.url()).toBeNull();
  });

  it("stops reading once the stream is back", async () => {
    followRows("a.1000", () => undefined);
    answers.a = row("a", "processing", 1000);
    streams[0]?.onState(false);
    await vi.advanceTimersByTimeAsync(1_000);
    streams[0]?.onState(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reads).toHaveLength(1);
  });

  it("reads nothing while the page is hidden, and starts again from 1 s when it is shown", async () => {
    const stop = followRows("a.1000", () => undefined);
    answers.a = row("a", "processing", 1000);
    streams[0]?.onState(false);
    await vi.advanceTimersByTimeAsync(1_000 + 1_500 + 2_250);
    expect(reads).toHaveLength(3);

    page.show(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reads).toHaveLength(3);

    page.show(false);
    await vi.advanceTimersByTimeAsync(999);
    expect(reads).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads).toHaveLength(4);

    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reads).toHaveLength(4);
    expect(page.listeners.size).toBe(0);
  });
});
