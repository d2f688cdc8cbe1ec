// A stand-in for a browser's push service (RFC 8030) on 127.0.0.1, and a device's keys: what a
// test needs to receive a Web Push message from the app, check its VAPID signature (RFC 8292) and
// decrypt it (RFC 8291, aes128gcm) as the device would. The app accepts http://127.0.0.1 endpoints
// in sandbox mode only.
import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";

// web-push's own codec of the aes128gcm format (it has no types).
const ece = createRequire(import.meta.url)("http_ece") as { decrypt(body: Buffer, params: Record<string, unknown>): Buffer };

export type PushDelivery = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A device: its P-256 key pair and 16-byte auth secret, and the endpoint its push service gave it. */
export type Device = { endpoint: string; ecdh: ECDH; keys: { p256dh: string; auth: string } };

export class LocalPushService {
  private constructor(
    private readonly server: Server,
    readonly origin: string,
    readonly deliveries: PushDelivery[],
    /** The status each path answers (201 otherwise): 410 plays a device that unsubscribed. */
    readonly statusFor: Map<string, number>,
  ) {}

  static async start(): Promise<LocalPushService> {
    const deliveries: PushDelivery[] = [];
    const statusFor = new Map<string, number>();
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const path = request.url ?? "/";
        deliveries.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(statusFor.get(path) ?? 201).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return new LocalPushService(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, deliveries, statusFor);
  }

  /** A new device subscribed to this service. */
  device(): Device {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    return {
      endpoint: `${this.origin}/push/${randomUUID()}`,
      ecdh,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
    };
  }

  to(device: Device): PushDelivery[] {
    const path = new URL(device.endpoint).pathname;
    return this.deliveries.filter((d) => d.path === path);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The message as the device reads it: decrypted with its private key and auth secret. */
export function decryptPush(device: Device, delivery: PushDelivery): unknown {
  const plain = ece.decrypt(delivery.body, { version: "aes128gcm", privateKey: device.ecdh, authSecret: device.keys.auth });
  return JSON.parse(plain.toString("utf8"));
}

/**
 * Checks the `Authorization: vapid t=<JWT>, k=<public key>` header as a push service does: the
 * JWT is ES256-signed by that key, for this service's origin, not expired. Returns its claims.
 */
export function verifyVapid(delivery: PushDelivery, origin: string, publicKey: string): { aud: string; exp: number; sub: string } {
  const header = String(delivery.headers.authorization ?? "");
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error("signed with another key");
  const [head, claims, signature] = jwt.split(".") as [string, string, string];
  const raw = Buffer.from(publicKey, "base64url");
  const jwk = { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33, 65).toString("base64url") };
  const ok = verify("sha256", Buffer.from(`${head}.${claims}`), { key: createPublicKey({ key: jwk, format: "jwk" }), dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!ok) throw new Error("the VAPID signature does not verify");
  if (JSON.parse(Buffer.from(head, "base64url").toString()).alg !== "ES256") throw new Error("not ES256");
  const parsed = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud: string; exp: number; sub: string };
  if (parsed.aud !== origin) throw new Error(`audience ${parsed.aud}, not ${origin}`);
  if (parsed.exp * 1000 < Date.now()) throw new Error("expired");
  return parsed;
}
