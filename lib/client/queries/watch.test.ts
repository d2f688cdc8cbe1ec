import { describe, expect, it } from "vitest";
import { WATCH_MAX_MS, watchDelayMs } from "./watch";

describe("watchDelayMs", () => {
  it("starts at a second and grows by half each read", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(watchDelayMs)).toEqual([1000, 1500, 2250, 3375, 5063, 7594, 11391]);
  });

  it("never waits longer than the cap, however long the payment is in flight", () => {
    expect(watchDelayMs(7)).toBe(WATCH_MAX_MS);
    expect(watchDelayMs(1_000)).toBe(WATCH_MAX_MS);
    expect(watchDelayMs(Number.POSITIVE_INFINITY)).toBe(WATCH_MAX_MS);
  });

  it("reads a minute in flight about a dozen times, not forty", () => {
    let elapsed = 0;
    let reads = 0;
    while (elapsed + watchDelayMs(reads) <= 60_000) elapsed += watchDelayMs(reads++);
    expect(reads).toBeGreaterThanOrEqual(8);
    expect(reads).toBeLessThanOrEqual(12);
  });

  it("treats a negative, fractional or missing count as its floor from zero", () => {
    expect(watchDelayMs(-3)).toBe(1000);
    expect(watchDelayMs(1.7)).toBe(1500);
    expect(watchDelayMs(Number.NaN)).toBe(1000);
  });
});
