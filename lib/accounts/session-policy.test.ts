import { describe, expect, it } from "vitest";
import { ABSOLUTE_MS, IDLE_MS, TOUCH_MS, sessionVerdict } from "./session-policy";

const signIn = Date.UTC(2030, 0, 1, 9, 0, 0);
const minute = 60_000;

describe("session policy", () => {
  it("has nothing to use in a session without times", () => {
    expect(sessionVerdict({}, signIn)).toBe("none");
    expect(sessionVerdict({ issuedAt: signIn }, signIn)).toBe("none");
  });

  it("uses a fresh session as is, without rewriting the cookie", () => {
    expect(sessionVerdict({ issuedAt: signIn, lastSeenAt: signIn }, signIn + TOUCH_MS)).toBe("live");
  });

  it("records activity once more than TOUCH_MS (3 minutes) has passed", () => {
    expect(TOUCH_MS).toBe(3 * minute);
    expect(sessionVerdict({ issuedAt: signIn, lastSeenAt: signIn }, signIn + TOUCH_MS + 1)).toBe("touch");
  });

  it("keeps an active session alive at least IDLE_MS − TOUCH_MS after its last request, never past IDLE_MS", () => {
    // The last request came just before a touch was due, so the cookie still says signIn.
    const lastRequest = signIn + TOUCH_MS;
    const clock = { issuedAt: signIn, lastSeenAt: signIn };
    expect(sessionVerdict(clock, lastRequest)).toBe("live");
    expect(sessionVerdict(clock, lastRequest + IDLE_MS - TOUCH_MS)).toBe("touch");
    expect(sessionVerdict(clock, lastRequest + IDLE_MS - TOUCH_MS + 1)).toBe("expired");
  });

  it("ends a session idle for more than 30 minutes", () => {
    const clock = { issuedAt: signIn, lastSeenAt: signIn + 10 * minute };
    expect(sessionVerdict(clock, signIn + 10 * minute + IDLE_MS)).toBe("touch");
    expect(sessionVerdict(clock, signIn + 10 * minute + IDLE_MS + 1)).toBe("expired");
  });

  it("ends a session 12 hours after sign-in even when it was active a moment ago", () => {
    const clock = { issuedAt: signIn, lastSeenAt: signIn + ABSOLUTE_MS - minute };
    expect(sessionVerdict(clock, signIn + ABSOLUTE_MS)).toBe("live");
    expect(sessionVerdict(clock, signIn + ABSOLUTE_MS + 1)).toBe("expired");
  });

  it("refuses times from the future, so a session cannot be stretched past its limits", () => {
    expect(sessionVerdict({ issuedAt: signIn + minute, lastSeenAt: signIn + minute }, signIn)).toBe("expired");
    expect(sessionVerdict({ issuedAt: signIn, lastSeenAt: signIn - minute }, signIn)).toBe("expired");
  });
});
