import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cached, cacheKey, clearCatalogCache } from "./cache";

describe("catalogue cache", () => {
  beforeEach(() => {
    clearCatalogCache();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-01-01T00:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("answers from memory until the TTL passes, then loads again", async () => {
    const load = vi.fn(async () => load.mock.calls.length);
    expect(await cached("k", load, 1_000)).toBe(1);
    vi.setSystemTime(Date.now() + 999);
    expect(await cached("k", load, 1_000)).toBe(1);
    vi.setSystemTime(Date.now() + 1);
    expect(await cached("k", load, 1_000)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("makes one load for concurrent misses of the same key", async () => {
    let release: (value: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const all = Promise.all([cached("k", load), cached("k", load), cached("k", load)]);
    await Promise.resolve();
    release("value");
    expect(await all).toEqual(["value", "value", "value"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps different keys apart", async () => {
    expect(await cached("a", async () => "A")).toBe("A");
    expect(await cached("b", async () => "B")).toBe("B");
  });

  it("never remembers a failure, even a synchronous throw", async () => {
    const failing = vi.fn((): Promise<string> => {
      throw new Error("provider down");
    });
    await expect(cached("k", failing)).rejects.toThrow("provider down");
    await expect(cached("k", async () => "fresh")).resolves.toBe("fresh");
  });

  it("shares a failure among the callers waiting on it, then lets the next one retry", async () => {
    const load = vi.fn(async () => {
      throw new Error("boom");
    });
    const results = await Promise.allSettled([cached("k", load), cached("k", load)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(cached("k", async () => "ok")).resolves.toBe("ok");
  });

  it("does not keep a value loaded across a clear", async () => {
    let release: (value: string) => void = () => undefined;
    const slow = cached("k", () => new Promise<string>((resolve) => (release = resolve)));
    await Promise.resolve();
    clearCatalogCache();
    release("old");
    expect(await slow).toBe("old");
    expect(await cached("k", async () => "new")).toBe("new");
  });

  it("builds the same key whatever the argument order, leaving out unset ones", () => {
    expect(cacheKey("services", { page: 2, search: "gas y luz", tag: undefined })).toBe(
      cacheKey("services", { search: "gas y luz", page: 2 }),
    );
    expect(cacheKey("services", { page: 1 })).not.toBe(cacheKey("services", { page: 2 }));
  });
});
