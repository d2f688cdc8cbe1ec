import { describe, expect, it } from "vitest";
import { MIN_RETRY_MS, tryTimeoutMs } from "./budget";

describe("a read's time budget", () => {
  it("gives the first try its full timeout when the budget holds it", () => {
    expect(tryTimeoutMs(12_000, 10_000, false)).toBe(10_000);
  });

  it("caps a try by what is left of the budget", () => {
    expect(tryTimeoutMs(7_500, 10_000, true)).toBe(7_500);
    expect(tryTimeoutMs(500, 10_000, false)).toBe(500);
  });

  it("starts no retry that has less than its minimum left, after a try timed out at 10 s of 12 s", () => {
    // 12 s budget − 10 s timeout − ~200 ms back-off: 1.8 s left, so the person gets the error now.
    expect(tryTimeoutMs(1_800, 10_000, true)).toBeNull();
    expect(tryTimeoutMs(MIN_RETRY_MS, 10_000, true)).toBe(MIN_RETRY_MS);
  });

  it("lets a short per-try timeout retry with as little as that timeout left", () => {
    expect(tryTimeoutMs(1_000, 1_000, true)).toBe(1_000);
    expect(tryTimeoutMs(999, 1_000, true)).toBeNull();
  });

  it("answers whole milliseconds, whatever the jittered back-off left", () => {
    expect(tryTimeoutMs(2_401.18, 10_000, true)).toBe(2_401);
  });

  it("starts nothing once the budget is spent", () => {
    expect(tryTimeoutMs(0, 10_000, false)).toBeNull();
    expect(tryTimeoutMs(-5, 10_000, true)).toBeNull();
  });
});
