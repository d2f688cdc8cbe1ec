import { sealData, unsealData } from "iron-session";
import { describe, expect, it } from "vitest";
import { SealMemo, sealExpiry } from "./seal-memo";

const now = Date.UTC(2030, 0, 1, 9, 0, 0);

describe("SealMemo", () => {
  it("answers what was kept for exactly that text, until its lifetime ends", () => {
    const memo = new SealMemo<string>(10, 1_000);
    memo.set("sealed-a", "plain-a", now);
    expect(memo.get("sealed-a", now + 999)).toBe("plain-a");
    expect(memo.get("sealed-A", now)).toBeUndefined();
    expect(memo.get("sealed-a", now + 1_000)).toBeUndefined();
    expect(memo.size).toBe(0);
  });

  it("never keeps a value past the seal's own expiry, and not at all once it has passed", () => {
    const memo = new SealMemo<string>(10, 60_000);
    memo.set("soon", "x", now, now + 10);
    expect(memo.get("soon", now + 9)).toBe("x");
    expect(memo.get("soon", now + 10)).toBeUndefined();
    memo.set("gone", "x", now, now);
    memo.set("unknown", "x", now, Number.NaN);
    expect(memo.size).toBe(0);
  });

  it("holds at most maxEntries, dropping the oldest first", () => {
    const memo = new SealMemo<number>(3, 60_000);
    for (let i = 0; i < 5; i++) memo.set(`k${i}`, i, now + i);
    expect(memo.size).toBe(3);
    expect(memo.get("k0", now + 5)).toBeUndefined();
    expect(memo.get("k1", now + 5)).toBeUndefined();
    expect([2, 3, 4].map((i) => memo.get(`k${i}`, now + 5))).toEqual([2, 3, 4]);
  });

  it("forgets a key on delete", () => {
    const memo = new SealMemo<number>(3, 60_000);
    memo.set("k", 1, now);
    memo.delete("k");
    expect(memo.get("k", now)).toBeUndefined();
  });
});

describe("sealExpiry", () => {
  it("reads the expiry iron-session sealed into the cookie (the time unseal stops accepting it)", async () => {
    const password = "a-password-of-at-least-thirty-two-characters";
    const before = Date.now();
    const sealed = await sealData({ userId: "u" }, { password, ttl: 3600 });
    const expiry = sealExpiry(sealed);
    expect(expiry).toBeGreaterThanOrEqual(before + 3600_000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 3600_000);
    expect(await unsealData(sealed, { password, ttl: 3600 })).toEqual({ userId: "u" });
  });

  it("is NaN for text that is not a seal", () => {
    expect(sealExpiry("Fe26.2**forged")).toBeNaN();
    expect(sealExpiry("")).toBeNaN();
  });
});
