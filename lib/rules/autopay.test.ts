import { describe, expect, it } from "vitest";
import { MIN_NOTICE_MS, mayCharge, planCharge } from "./autopay";

const now = new Date("2026-11-10T15:00:00Z"); // 12:00 in Buenos Aires

describe("planCharge", () => {
  it("charges the day before the due date at 09:00 Buenos Aires, with the notice N days earlier", () => {
    const plan = planCharge({ amount: 100, cap: 100, dueDate: "2026-11-20", noticeDays: 3, now });
    expect(plan).toEqual({ kind: "charge", chargeAt: new Date("2026-11-19T12:00:00Z"), noticeAt: new Date("2026-11-16T12:00:00Z") });
  });

  it("sends the notice now when its day has passed, and keeps a full day before the charge", () => {
    const plan = planCharge({ amount: 100, cap: 200, dueDate: "2026-11-11", noticeDays: 3, now });
    expect(plan).toEqual({ kind: "charge", noticeAt: now, chargeAt: new Date(now.getTime() + MIN_NOTICE_MS) });
  });

  it("never plans a charge above the cap, by a cent", () => {
    expect(planCharge({ amount: 100.01, cap: 100, dueDate: "2026-11-20", noticeDays: 3, now })).toEqual({ kind: "over_cap" });
  });

  it("leaves a bill to the user when a day's notice would end after the due date", () => {
    expect(planCharge({ amount: 10, cap: 100, dueDate: "2026-11-10", noticeDays: 3, now })).toEqual({ kind: "too_late" });
    // Due tomorrow: notice now, charge tomorrow 12:00 — still before 18:00 on the due date.
    expect(planCharge({ amount: 10, cap: 100, dueDate: "2026-11-11", noticeDays: 1, now }).kind).toBe("charge");
  });
});

describe("mayCharge", () => {
  const chargeAt = new Date("2026-11-19T12:00:00Z");
  it("waits for the notice to have gone out", () => {
    expect(mayCharge({ noticeSentAt: null, chargeAt }, new Date("2026-11-20T00:00:00Z"))).toBe(false);
  });
  it("waits for the charge time", () => {
    expect(mayCharge({ noticeSentAt: new Date("2026-11-16T12:00:00Z"), chargeAt }, new Date("2026-11-19T11:59:00Z"))).toBe(false);
    expect(mayCharge({ noticeSentAt: new Date("2026-11-16T12:00:00Z"), chargeAt }, chargeAt)).toBe(true);
  });
  it("moves the charge when the notice went out late, so the user always has a day", () => {
    const late = new Date("2026-11-19T06:00:00Z");
    expect(mayCharge({ noticeSentAt: late, chargeAt }, chargeAt)).toBe(false);
    expect(mayCharge({ noticeSentAt: late, chargeAt }, new Date(late.getTime() + MIN_NOTICE_MS))).toBe(true);
  });
});
