import { describe, expect, it } from "vitest";
import { isQuiet, nextAllowedAt } from "./quiet-hours";

const BA = "America/Argentina/Buenos_Aires"; // UTC-3 all year
const night = { start: "22:00", end: "08:00" };

describe("quiet hours", () => {
  it("let a reminder out at once outside the window", () => {
    const now = new Date("2026-03-10T15:30:12Z"); // 12:30 in Buenos Aires
    expect(nextAllowedAt(now, night, BA)).toEqual(now);
  });

  it("hold it until the window ends, across midnight", () => {
    // 23:15 local → 08:00 local the next day (11:00Z).
    expect(nextAllowedAt(new Date("2026-03-11T02:15:30Z"), night, BA).toISOString()).toBe("2026-03-11T11:00:00.000Z");
    // 03:00 local → 08:00 local the same day.
    expect(nextAllowedAt(new Date("2026-03-11T06:00:00Z"), night, BA).toISOString()).toBe("2026-03-11T11:00:00.000Z");
  });

  it("treat the start as quiet and the end as allowed", () => {
    expect(isQuiet(22 * 60, night)).toBe(true);
    expect(isQuiet(8 * 60, night)).toBe(false);
    expect(isQuiet(7 * 60 + 59, night)).toBe(true);
  });

  it("work for a window inside one day", () => {
    const lunch = { start: "12:00", end: "14:00" };
    expect(nextAllowedAt(new Date("2026-03-10T15:30:00Z"), lunch, BA).toISOString()).toBe("2026-03-10T17:00:00.000Z");
    expect(isQuiet(11 * 60, lunch)).toBe(false);
    expect(isQuiet(14 * 60, lunch)).toBe(false);
  });

  it("mean no quiet hours when start equals end", () => {
    const now = new Date("2026-03-11T02:15:00Z");
    expect(nextAllowedAt(now, { start: "00:00", end: "00:00" }, BA)).toEqual(now);
  });
});
