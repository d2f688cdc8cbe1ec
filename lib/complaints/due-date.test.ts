import { describe, expect, it } from "vitest";
import { complaintDueAt, isBusinessDay } from "./due-date";

// Buenos Aires is UTC−3: local 10:00 is 13:00Z.
const ba = (local: string) => new Date(`${local}-03:00`);

describe("a complaint's due date: 72 business hours, Buenos Aires time", () => {
  it("is three days later when all of them are business days", () => {
    // Monday 2026-11-30 10:00 → Thursday 2026-12-03 10:00.
    expect(complaintDueAt(ba("2026-11-30T10:00:00"))).toEqual(ba("2026-12-03T10:00:00"));
  });

  it("skips the weekend: filed on Thursday, due on Tuesday at the same hour", () => {
    expect(complaintDueAt(ba("2026-11-26T15:30:00"))).toEqual(ba("2026-12-01T15:30:00"));
  });

  it("starts counting on Monday at midnight when filed on a weekend", () => {
    expect(complaintDueAt(ba("2026-11-28T12:00:00"))).toEqual(ba("2026-12-03T00:00:00"));
  });

  it("counts the rest of a Friday evening, then goes on on Monday", () => {
    // Friday 2026-11-27 20:00: 4 hours on Friday, Monday and Tuesday, 20 hours of Wednesday.
    expect(complaintDueAt(ba("2026-11-27T20:00:00"))).toEqual(ba("2026-12-02T20:00:00"));
  });

  it("skips national holidays and the days off for tourism", () => {
    // Friday 2026-12-04 09:00: 15 hours on Friday; Mon 7 (tourism) and Tue 8 (Inmaculada
    // Concepción) are off; Wednesday, Thursday, and 9 hours of Friday 11.
    expect(complaintDueAt(ba("2026-12-04T09:00:00"))).toEqual(ba("2026-12-11T09:00:00"));
    // Thursday 2026-12-24 18:00: 6 hours, Friday 25 is Christmas, then Monday, Tuesday and 18 hours.
    expect(complaintDueAt(ba("2026-12-24T18:00:00"))).toEqual(ba("2026-12-30T18:00:00"));
    // Carnival 2027: Monday 8 and Tuesday 9 February.
    expect(complaintDueAt(ba("2027-02-05T10:00:00"))).toEqual(ba("2027-02-12T10:00:00"));
  });

  it("reads the calendar day in Buenos Aires, not in UTC", () => {
    // 2026-11-28T01:00Z is still Friday 22:00 in Buenos Aires.
    expect(isBusinessDay(new Date("2026-11-28T01:00:00Z").getTime())).toBe(true);
    expect(isBusinessDay(new Date("2026-11-28T03:00:00Z").getTime())).toBe(false);
    expect(isBusinessDay(ba("2026-12-25T12:00:00").getTime())).toBe(false);
  });
});
