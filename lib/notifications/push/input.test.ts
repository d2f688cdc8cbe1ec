import { createECDH, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { subscribeSchema } from "./input";

const keys = () => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
};

describe("a device's subscription", () => {
  it("takes what the browser's subscription.toJSON() gives", () => {
    const input = { endpoint: "https://fcm.googleapis.com/fcm/send/abc", expirationTime: null, keys: keys() };
    expect(subscribeSchema(false).parse(input)).toEqual(input);
  });

  it("takes plain http only on 127.0.0.1, and only in sandbox mode", () => {
    const input = { endpoint: "http://127.0.0.1:9000/push/1", keys: keys() };
    expect(subscribeSchema(true).safeParse(input).success).toBe(true);
    expect(subscribeSchema(false).safeParse(input).success).toBe(false);
    for (const endpoint of ["http://push.example.com/1", "http://127.0.0.1.evil.com/1", "https://user:pw@push.example.com/1", "javascript:alert(1)", "not a url"]) {
      expect(subscribeSchema(true).safeParse({ endpoint, keys: keys() }).success, endpoint).toBe(false);
    }
  });

  it("refuses keys of the wrong size and unknown fields", () => {
    const endpoint = "https://push.example.com/1";
    const good = keys();
    expect(subscribeSchema(false).safeParse({ endpoint, keys: { ...good, auth: randomBytes(8).toString("base64url") } }).success).toBe(false);
    expect(subscribeSchema(false).safeParse({ endpoint, keys: { ...good, p256dh: randomBytes(33).toString("base64url") } }).success).toBe(false);
    expect(subscribeSchema(false).safeParse({ endpoint, keys: good, userId: "someone-else" }).success).toBe(false);
  });

  it("refuses a p256dh of the right size that is not a point on the curve (no message could be encrypted to it)", () => {
    const endpoint = "https://push.example.com/1";
    const notAPoint = Buffer.alloc(65, 1);
    notAPoint[0] = 4;
    expect(subscribeSchema(false).safeParse({ endpoint, keys: { ...keys(), p256dh: notAPoint.toString("base64url") } }).success).toBe(false);
  });
});
