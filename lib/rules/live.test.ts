import { describe, expect, it } from "vitest";
import { isNewer, liveDone, liveVersion, reconnectDelayMs } from "./live";

describe("live status rules", () => {
  it("waits 1, 2, 4, 8, 16 then 30 s before opening a broken stream again", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(reconnectDelayMs(-3)).toBe(1000);
    expect(reconnectDelayMs(Number.NaN)).toBe(1000);
  });

  it("numbers a version by the last change in milliseconds and sends only newer ones", () => {
    const version = liveVersion({ updatedAt: "2026-11-26T01:00:00.123Z" });
    expect(version).toBe(String(Date.UTC(2026, 10, 26, 1, 0, 0, 123)));
    expect(isNewer(version, version)).toBe(false);
    expect(isNewer(version, String(Number(version) - 1))).toBe(true);
    expect(isNewer(version, String(Number(version) + 1))).toBe(false);
    expect(isNewer(version, null)).toBe(true);
    expect(isNewer(version, "garbage")).toBe(true);
  });

  it("is done when failed, or confirmed with its receipt (or a list row confirmed)", () => {
    expect(liveDone({ status: "failed", receipt: null })).toBe(true);
    expect(liveDone({ status: "confirmed", receipt: null })).toBe(false);
    expect(liveDone({ status: "confirmed", receipt: { ticket: [] } })).toBe(true);
    expect(liveDone({ status: "confirmed" })).toBe(true);
    expect(liveDone({ status: "processing" })).toBe(false);
    expect(liveDone({ status: "unknown", receipt: null })).toBe(false);
  });
});
