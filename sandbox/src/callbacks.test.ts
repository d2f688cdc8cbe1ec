import { createHmac, timingSafeEqual } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signBody } from "./callbacks";

/** The receiver's recipe from sandbox/README.md: blank the hash in the raw text, recompute. */
function verify(raw: string, secret: string): boolean {
  const match = /"hash":"([0-9a-f]{64})"/.exec(raw);
  if (!match?.[1]) return false;
  const blank = raw.replace(match[0], '"hash":""');
  const expected = createHmac("sha256", secret).update(blank).digest();
  return timingSafeEqual(expected, Buffer.from(match[1], "hex"));
}

describe("callback hash", () => {
  const payload = { operationId: "SOP-1", externalPaymentId: "e-1", status: "confirmed", amount: 10.5 };

  it("is verifiable by blanking it in the raw body", () => {
    const raw = signBody(payload, "s3cret");
    expect(verify(raw, "s3cret")).toBe(true);
    expect(verify(raw, "other")).toBe(false);
  });

  it("breaks when any field is changed", () => {
    const raw = signBody(payload, "s3cret").replace('"confirmed"', '"failed"');
    expect(verify(raw, "s3cret")).toBe(false);
  });

  it("is null without a secret", () => {
    expect(JSON.parse(signBody(payload, null))).toMatchObject({ hash: null });
  });
});
