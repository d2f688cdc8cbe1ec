import { describe, expect, it } from "vitest";
import { parseCronItems } from "graphile-worker";
import { crontabMatcher, scheduledItems } from "./crontab";
import { digestOf } from "./embedded";
import { schedules } from "@/lib/system/jobs";

// The embedded runner reads crontab patterns itself; a schedule must fire in exactly the minutes
// graphile-worker fires it on PostgreSQL.
const PATTERNS = [
  ...schedules.map((s) => s.match),
  "* * * * *",
  "0 0 1 * *",
  "5,35 */2 * * 1-5",
  "0 12 13 * 5",
  "10-20 8 * 2,8 *",
  "*/20 3 1-7 2 *",
];

describe("crontab patterns on the embedded runner", () => {
  it("match the same minutes as graphile-worker's, over a year and a bit", () => {
    const start = Date.UTC(2026, 0, 1);
    for (const pattern of PATTERNS) {
      const [theirs] = parseCronItems([{ task: "t", match: pattern, identifier: pattern }]);
      const ours = crontabMatcher(pattern);
      let fired = 0;
      // Every 7 minutes for 400 days: every minute of the hour, hour of the day and weekday comes round.
      for (let at = start; at < start + 400 * 86_400_000; at += 7 * 60_000) {
        const digest = digestOf(new Date(at));
        const expected = theirs!.match(digest);
        if (ours(digest) !== expected) throw new Error(`${pattern} differs at ${new Date(at).toISOString()}`);
        if (expected) fired++;
      }
      expect(fired, pattern).toBeGreaterThan(0);
    }
  });

  it("refuses a pattern it cannot read, naming it", () => {
    for (const bad of ["* * * *", "60 * * * *", "*/0 * * * *", "a * * * *", "5-1 * * * *", "* * 0 * *", "10-20/3 * * * *", "3/20 * * * *"]) {
      expect(() => crontabMatcher(bad), bad).toThrow(`"${bad}"`);
    }
  });

  it("turns each registered schedule into an item the runner queues", () => {
    const items = scheduledItems(schedules);
    expect(items.map((i) => [i.task, i.identifier])).toEqual(schedules.map((s) => [s.task, s.identifier]));
    expect(items[0]!.match(digestOf(new Date("2026-11-26T10:17:00Z")))).toBe(true);
  });
});
