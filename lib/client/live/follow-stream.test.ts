import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followStream } from "./follow-stream";

/**
 * Stands in for the browser's EventSource. A stream the server refuses (429 when the account holds
 * as many streams as it may, or any other answer than 200) is, to an EventSource, an `error` event
 * with the source closed: that is all the page can see of it.
 */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  refused() {
    this.closed = true;
    this.onerror?.();
  }

  emit(name: string, data: unknown) {
    for (const listener of this.listeners.get(name) ?? []) listener({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

const latest = () => FakeEventSource.opened.at(-1)!;

describe("following a live-status stream", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.opened = [];
    vi.stubGlobal("EventSource", FakeEventSource);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("polls while the server refuses the stream, and asks again after 1 s, 2 s, 4 s, until it opens", () => {
    const states: boolean[] = [];
    const events: unknown[] = [];
    const stop = followStream<{ n: number }>({ url: () => "/api/operations/a/events", onEvent: (e) => events.push(e), onState: (s) => states.push(s) });
    expect(FakeEventSource.opened).toHaveLength(1);

    for (const wait of [1_000, 2_000, 4_000]) {
      latest().refused();
      // The page polls meanwhile (its fallback), not an error.
      expect(states.at(-1)).toBe(false);
      const before = FakeEventSource.opened.length;
      vi.advanceTimersByTime(wait - 1);
      expect(FakeEventSource.opened).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeEventSource.opened).toHaveLength(before + 1);
    }

    latest().onopen?.();
    expect(states.at(-1)).toBe(true);
    latest().emit("operation", { n: 1 });
    expect(events).toEqual([{ n: 1 }]);
    stop();
    expect(latest().closed).toBe(true);
  });

  it("starts over from 1 s once a stream has opened, and asks no more once stopped", () => {
    const stop = followStream({ url: () => "/api/operations/events?ids=a", onEvent: () => undefined, onState: () => undefined });
    latest().refused();
    vi.advanceTimersByTime(1_000);
    latest().refused();
    vi.advanceTimersByTime(2_000);
    latest().onopen?.();
    latest().refused();
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.opened).toHaveLength(4);

    latest().refused();
    stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(4);
  });
});
