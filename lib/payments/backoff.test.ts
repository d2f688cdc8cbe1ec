import { describe, expect, it } from "vitest";
import { checkDelayMs, giveUpAfterMs, nextCheckAt, scaleOf } from "@/lib/payments/backoff";

describe("reconciler back-off", () => {
  it("follows the provider's polling schedule: 30, 30, 60, 120, 180 s, then every 300 s", () => {
    const delays = Array.from({ length: 8 }, (_, attempt) => checkDelayMs(attempt, 1) / 1000);
    expect(delays).toEqual([30, 30, 60, 120, 180, 300, 300, 300]);
  });

  it("gives up after 30 minutes", () => {
    expect(giveUpAfterMs(1)).toBe(30 * 60 * 1000);
  });

  it("scales every wait by RECONCILE_BASE_DELAY_MS / 30 s", () => {
    const scale = scaleOf(300);
    expect(scale).toBe(0.01);
    expect(checkDelayMs(0, scale)).toBe(300);
    expect(checkDelayMs(4, scale)).toBe(1800);
    expect(checkDelayMs(9, scale)).toBe(3000);
    expect(giveUpAfterMs(scale)).toBe(18_000);
  });

  it("dates the next check from now", () => {
    const now = new Date("2025-01-01T00:00:00Z");
    expect(nextCheckAt(2, 1, now).toISOString()).toBe("2025-01-01T00:01:00.000Z");
  });
});
