import "server-only";
import webpush from "web-push";
import { isLocale, DEFAULT_LOCALE, type Locale } from "@/lib/i18n/config";
import { log } from "@/lib/server/log";
import { vapidKeys, type VapidKeys } from "@/lib/server/secrets";
import { dropSubscription, recordDelivery, subscriptionsOf, type PushSubscriptionRow } from "./subscriptions";

// Sends one notification to every device of a user (RFC 8030 with VAPID, RFC 8292, and the
// aes128gcm payload encryption of RFC 8291). web-push encrypts and signs; the request itself is
// made here with fetch, with a timeout and no redirects.

/** A text in one language for everyone, or in each of the app's languages. */
export type Localized = string | Record<Locale, string>;

export type PushMessage = {
  title: Localized;
  body: Localized;
  /** Where a tap on the notification leads: a path of this app ("/agenda"), never another site. */
  url: string;
  /** A notification with the same tag replaces the one before it on the device. */
  tag?: string;
  urgency?: "very-low" | "low" | "normal" | "high";
  /** How long the push service keeps it for a device that is offline, in seconds (default 1 day). */
  ttlSeconds?: number;
};

export type PushResult = {
  /** Devices the push service accepted the message for. */
  sent: number;
  /** Devices that are gone (404/410): their subscriptions were deleted. */
  removed: number;
  /** Subscriptions that failed for a reason that may pass (5xx, 429, network): worth a retry. */
  failed: string[];
};

const SEND_TIMEOUT_MS = 10_000;

/** A same-origin path: starts with one slash, not two (which would be another host). */
export const isAppPath = (url: string): boolean => /^\/(?![/\\])/.test(url);

const textIn = (text: Localized, locale: Locale): string => (typeof text === "string" ? text : text[locale]);

/** What the service worker receives (public/sw.js reads these four fields). */
export function payloadFor(message: PushMessage, locale: Locale): string {
  return JSON.stringify({ title: textIn(message.title, locale), body: textIn(message.body, locale), url: message.url, tag: message.tag ?? null });
}

/**
 * Sends `message` to the user's devices (or only to the subscriptions listed in `only`), each in
 * the language its device subscribed in. A device the push service says is gone is forgotten; any
 * other refusal is recorded on its subscription and reported in `failed`.
 */
export async function sendPush(userId: string, message: PushMessage, only?: readonly string[]): Promise<PushResult> {
  if (!isAppPath(message.url)) throw new Error("A push message's url must be a path of this app.");
  const vapid = vapidKeys();
  const result: PushResult = { sent: 0, removed: 0, failed: [] };
  const targets = (await subscriptionsOf(userId)).filter((s) => !only || only.includes(s.id));
  for (const subscription of targets) {
    const outcome = await deliver(subscription, message, vapid);
    if (outcome === "sent") result.sent++;
    else if (outcome === "gone") result.removed++;
    else result.failed.push(subscription.id);
  }
  return result;
}

/** The encrypted, VAPID-signed request for one device (web-push's own builder). */
function requestFor(subscription: PushSubscriptionRow, message: PushMessage, locale: Locale, vapid: VapidKeys) {
  return webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    payloadFor(message, locale),
    {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: message.ttlSeconds ?? 86_400,
      urgency: message.urgency ?? "normal",
      contentEncoding: "aes128gcm",
    },
  );
}

async function deliver(subscription: PushSubscriptionRow, message: PushMessage, vapid: VapidKeys): Promise<"sent" | "gone" | "failed"> {
  const locale = isLocale(subscription.locale) ? subscription.locale : DEFAULT_LOCALE;
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = requestFor(subscription, message, locale, vapid);
  } catch {
    // Keys no message can be encrypted to (input checks them; a row from before, or edited by hand):
    // this subscription can never receive anything.
    await dropSubscription(subscription.id);
    log.warn({ subscription: subscription.id }, "push: unusable keys, subscription deleted");
    return "gone";
  }
  let status: number;
  let error: string;
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    status = response.status;
    error = `${status} ${(await response.text().catch(() => "")).slice(0, 200)}`.trim();
  } catch (cause) {
    status = 0;
    error = cause instanceof Error && cause.name === "TimeoutError" ? "timeout" : "network error";
  }
  if (status >= 200 && status < 300) {
    await recordDelivery(subscription.id, null);
    return "sent";
  }
  if (status === 404 || status === 410) {
    await dropSubscription(subscription.id);
    log.info({ subscription: subscription.id, status }, "push: device gone, subscription deleted");
    return "gone";
  }
  await recordDelivery(subscription.id, error);
  log.warn({ subscription: subscription.id, status }, "push: not delivered");
  return "failed";
}
