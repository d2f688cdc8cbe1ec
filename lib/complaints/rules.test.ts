import { describe, expect, it } from "vitest";
import { COMPLAINT_ACTIONS, cleanText, complaintNumber, nextState, reasonsFor, textProblem, timeLeft } from "./rules";

describe("complaint rules", () => {
  it("moves open → in review → resolved or rejected, and never out of a closed state", () => {
    expect(nextState("OPEN", "review")).toBe("IN_REVIEW");
    expect(nextState("OPEN", "resolve")).toBe("RESOLVED");
    expect(nextState("IN_REVIEW", "resolve")).toBe("RESOLVED");
    expect(nextState("IN_REVIEW", "reject")).toBe("REJECTED");
    expect(nextState("IN_REVIEW", "review")).toBeNull();
    for (const closed of ["RESOLVED", "REJECTED"] as const)
      for (const action of COMPLAINT_ACTIONS) expect(nextState(closed, action)).toBeNull();
  });

  it("offers the PIN reason only for gift cards", () => {
    expect(reasonsFor("giftcard")).toContain("PIN_PROBLEM");
    expect(reasonsFor("bill")).not.toContain("PIN_PROBLEM");
    expect(reasonsFor("topup")).toHaveLength(5);
  });

  it("numbers complaints as R-000123", () => {
    expect(complaintNumber(123)).toBe("R-000123");
    expect(complaintNumber(1234567)).toBe("R-1234567");
  });

  it("keeps line breaks as spaces, trims, and refuses other control characters", () => {
    expect(cleanText("  first line\r\nsecond\tline \n")).toBe("first line second line");
    expect(cleanText("a\u0000b")).toBeNull();
    expect(cleanText("a\u0007b")).toBeNull();
    expect(textProblem(cleanText("   "), { max: 10, required: true })).toBe("required");
    expect(textProblem("x".repeat(11), { max: 10, required: false })).toBe("tooLong");
    expect(textProblem("x".repeat(10), { max: 10, required: true })).toBeNull();
    expect(textProblem(null, { max: 10, required: false })).toBe("invalid");
  });

  it("says the time left in days and hours, rounded up, and how long overdue", () => {
    const now = Date.parse("2026-11-26T10:00:00Z");
    expect(timeLeft("2026-11-29T12:30:00Z", now)).toEqual({ overdue: false, days: 3, hours: 3 });
    expect(timeLeft("2026-11-26T10:20:00Z", now)).toEqual({ overdue: false, days: 0, hours: 1 });
    expect(timeLeft("2026-11-25T07:00:00Z", now)).toEqual({ overdue: true, days: 1, hours: 3 });
  });
});
