// What POST and DELETE /api/push/subscriptions take: a PushSubscription as the browser's
// `subscription.toJSON()` gives it.
import { ECDH } from "node:crypto";
import { z } from "zod";

const base64url = (bytes: number, what: string) =>
  z
    .string({ error: `Send the subscription's ${what}.` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `The ${what} must be base64url.`)
    .refine((value) => Buffer.from(value, "base64url").length === bytes, `The ${what} must be ${bytes} bytes.`);

/** An uncompressed point that is on the P-256 curve: a key the message can be encrypted to. */
const onCurve = (base64: string): boolean => {
  try {
    ECDH.convertKey(Buffer.from(base64, "base64url"), "prime256v1");
    return true;
  } catch {
    return false;
  }
};

const LOOPBACK = /^http:\/\/127\.0\.0\.1(:\d+)?\//;

/**
 * A push service's address: https only, since the message it carries is only as private as its
 * transport. With `allowLoopback` (sandbox mode) plain http on 127.0.0.1 is accepted too, so a
 * test can stand in for the push service.
 */
export const endpointSchema = (allowLoopback: boolean) =>
  z
    .string({ error: "Send the subscription's endpoint." })
    .max(1000, "An endpoint has at most 1000 characters.")
    .refine((value) => {
      if (allowLoopback && LOOPBACK.test(value)) return true;
      try {
        const url = new URL(value);
        return url.protocol === "https:" && url.username === "" && url.password === "";
      } catch {
        return false;
      }
    }, "The endpoint must be an https:// address of a push service.");

export const subscribeSchema = (allowLoopback: boolean) =>
  z.strictObject({
    endpoint: endpointSchema(allowLoopback),
    // The browser sends expirationTime (null everywhere today); it is not needed.
    expirationTime: z.number().nullable().optional(),
    keys: z.strictObject({
      // An uncompressed P-256 point and a 16-byte secret (RFC 8291).
      p256dh: base64url(65, "p256dh key").refine(onCurve, "The p256dh key must be a P-256 public key."),
      auth: base64url(16, "auth secret"),
    }),
  });

export const unsubscribeSchema = (allowLoopback: boolean) => z.strictObject({ endpoint: endpointSchema(allowLoopback) });

export type SubscribeInput = z.output<ReturnType<typeof subscribeSchema>>;
