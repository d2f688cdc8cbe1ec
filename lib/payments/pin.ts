import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { pinKey } from "@/lib/platform/secrets";

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts a gift-card PIN with AES-256-GCM. A fresh IV each time (GCM must never reuse one under
 * the same key); the result is base64 of iv | tag | ciphertext, the layout of operations.pin_ciphertext.
 */
export function encryptPin(pin: string, key: Buffer = pinKey()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const ciphertext = Buffer.concat([cipher.update(pin, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64");
}

/** Decrypts what encryptPin produced; throws when it was altered or made with another key. */
export function decryptPin(stored: string, key: Buffer = pinKey()): string {
  const bytes = Buffer.from(stored, "base64");
  if (bytes.length <= IV_BYTES + TAG_BYTES) throw new Error("the stored PIN is too short to be ours");
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
}
