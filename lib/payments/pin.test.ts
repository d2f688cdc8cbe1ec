import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptPin, encryptPin } from "./pin";

const key = randomBytes(32);
const PIN = "AB12-CD34-EF56-GH78";

describe("gift-card PIN encryption", () => {
  it("decrypts what it encrypted", () => {
    expect(decryptPin(encryptPin(PIN, key), key)).toBe(PIN);
  });

  it("never stores the PIN in clear and lays it out as iv | tag | ciphertext", () => {
    const stored = encryptPin(PIN, key);
    expect(stored).not.toContain(PIN);
    expect(Buffer.from(stored, "base64").toString("latin1")).not.toContain(PIN);
    expect(Buffer.from(stored, "base64")).toHaveLength(12 + 16 + Buffer.byteLength(PIN));
  });

  it("uses a different IV each time, so the same PIN never encrypts the same way twice", () => {
    const a = encryptPin(PIN, key);
    const b = encryptPin(PIN, key);
    expect(a).not.toBe(b);
    expect(Buffer.from(a, "base64").subarray(0, 12)).not.toEqual(Buffer.from(b, "base64").subarray(0, 12));
  });

  it("refuses a ciphertext with one bit changed", () => {
    const bytes = Buffer.from(encryptPin(PIN, key), "base64");
    for (const index of [0, 12, bytes.length - 1]) {
      const tampered = Buffer.from(bytes);
      tampered[index] = (tampered[index] ?? 0) ^ 1;
      expect(() => decryptPin(tampered.toString("base64"), key)).toThrow();
    }
  });

  it("refuses a ciphertext made with another key", () => {
    expect(() => decryptPin(encryptPin(PIN, key), randomBytes(32))).toThrow();
  });

  it("refuses a value too short to hold an IV and a tag", () => {
    expect(() => decryptPin(Buffer.alloc(20).toString("base64"), key)).toThrow();
  });
});
