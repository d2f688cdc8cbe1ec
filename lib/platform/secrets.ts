import "server-only";
import { createECDH, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env, sandboxMode } from "@/lib/platform/env";

/**
 * A secret from the environment or, in sandbox mode only, one generated on first run and kept in
 * DATA_DIR so sessions and PINs survive restarts. Against a real provider it must be configured.
 */
function secret(name: "SESSION_SECRET" | "PIN_ENCRYPTION_KEY" | "VAPID_PRIVATE_KEY", make: () => string): string {
  const configured = env[name];
  if (configured) return configured;
  if (!sandboxMode()) {
    throw new Error(`Invalid environment: ${name} is required when the provider is not the local sandbox`);
  }
  const file = path.resolve(env.DATA_DIR, name.toLowerCase().replaceAll("_", "-"));
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const value = make();
    // "wx": when two processes race, the second fails here and reads the first one's value.
    try {
      writeFileSync(file, value, { mode: 0o600, flag: "wx" });
      return value;
    } catch {
      return readFileSync(file, "utf8").trim();
    }
  }
}

export const sessionSecret = () => secret("SESSION_SECRET", () => randomBytes(32).toString("base64url"));

/** The 32-byte AES-256-GCM key of gift-card PINs. */
export function pinKey(): Buffer {
  const value = secret("PIN_ENCRYPTION_KEY", () => randomBytes(32).toString("hex"));
  return /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "base64");
}

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * A new VAPID key pair: P-256, the public key uncompressed (65 bytes) and the private one 32 bytes,
 * base64url, as web-push makes them; made here so that web-push loads only when a push is sent.
 */
function newVapidPair(): { publicKey: string; privateKey: string } {
  const curve = createECDH("prime256v1");
  curve.generateKeys();
  // The private key may come with its leading zero bytes left off.
  const privateKey = curve.getPrivateKey();
  return {
    publicKey: curve.getPublicKey().toString("base64url"),
    privateKey: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString("base64url"),
  };
}

/**
 * The Web Push key pair (base64url, as the browser's pushManager.subscribe takes the public one).
 * In sandbox mode both halves are generated together and kept in one file of DATA_DIR.
 */
export function vapidKeys(): VapidKeys {
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) {
      throw new Error("Invalid environment: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together");
    }
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: vapidSubject() };
  }
  const pair = JSON.parse(secret("VAPID_PRIVATE_KEY", () => JSON.stringify(newVapidPair()))) as { publicKey: string; privateKey: string };
  return { ...pair, subject: vapidSubject() };
}

function vapidSubject(): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  if (!sandboxMode()) throw new Error("Invalid environment: VAPID_SUBJECT is required when the provider is not the local sandbox");
  return "mailto:push@saldo.test";
}
