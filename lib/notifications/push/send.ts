import "server-only";
import { Agent as HttpAgent, request as httpRequest } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import type webpushModule from "web-push";
import type { RequestDetails } from "web-push";
import { publicOnly } from "@/lib/platform/http/public-fetch";
import { isNonPublicAddress } from "@/lib/platform/http/public-address";
import { sandboxMode } from "@/lib/platform/env";
import { isLocale, DEFAULT_LOCALE, type Locale } from "@/lib/platform/i18n/config";
import { log } from "@/lib/platform/log";
import { vapidKeys, type VapidKeys } from "@/lib/platform/secrets";
import { dropSubscription, recordDelivery, subscriptionsOf, type PushSubscriptionRow } from "./subscriptions";

// Sends one notification to every device of a user (RFC 8030 with VAPID, RFC 8292, and the
// aes128gcm payload encryption of RFC 8291). web-push encrypts and signs; the request itself is
// made here, with a timeout, no redirects, and public addresses only outside sandbox mode.

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
  // Loaded with the first push a process sends, not at start.
  const { default: webpush } = await import("web-push");
  const result: PushResult = { sent: 0, removed: 0, failed: [] };
  const targets = (await subscriptionsOf(userId)).filter((s) => !only || only.includes(s.id));
  for (const subscription of targets) {
    const outcome = await deliver(webpush, subscription, message, vapid);
    if (outcome === "sent") result.sent++;
    else if (outcome === "gone") result.removed++;
    else result.failed.push(subscription.id);
  }
  return result;
}

type WebPush = typeof webpushModule;

/** The encrypted, VAPID-signed request for one device (web-push's own builder). */
function requestFor(webpush: WebPush, subscription: PushSubscriptionRow, message: PushMessage, locale: Locale, vapid: VapidKeys) {
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

// Kept-alive connections are never shared between checked and unchecked sending: a socket opened
// without the address check must not carry a message that needs it.
const AGENTS = {
  checked: { http: new HttpAgent({ keepAlive: true, lookup: publicOnly }), https: new HttpsAgent({ keepAlive: true, lookup: publicOnly }) },
  open: { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) },
};

/**
 * POSTs one message without following redirects. Outside sandbox mode the push service's name must
 * resolve to public addresses only, and the socket connects to a checked one (an endpoint is the
 * browser's word, so it must not make Saldo post into its own network).
 */
export function postToPushService(details: RequestDetails, publicOnlyHosts: boolean): Promise<{ status: number; error: string }> {
  const url = new URL(details.endpoint);
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  if (publicOnlyHosts && isIP(literal) && isNonPublicAddress(literal)) return Promise.resolve({ status: 0, error: "not a public address" });
  const https = url.protocol === "https:";
  const send = https ? httpsRequest : httpRequest;
  const agents = AGENTS[publicOnlyHosts ? "checked" : "open"];
  return new Promise((resolve) => {
    const request = send(
      url,
      {
        method: details.method,
        headers: details.headers as Record<string, string>,
        agent: https ? agents.https : agents.http,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          if ((size += chunk.byteLength) <= 1000) chunks.push(chunk);
        });
        response.on("end", () => {
          const status = response.statusCode ?? 0;
          resolve({ status, error: `${status} ${Buffer.concat(chunks).toString("utf8").slice(0, 200)}`.trim() });
        });
        response.on("error", () => resolve({ status: 0, error: "network error" }));
      },
    );
    request.on("error", (cause) => resolve({ status: 0, error: cause.name === "AbortError" || cause.name === "TimeoutError" ? "timeout" : "network error" }));
    request.end(details.body ?? undefined);
  });
}

async function deliver(webpush: WebPush, subscription: PushSubscriptionRow, message: PushMessage, vapid: VapidKeys): Promise<"sent" | "gone" | "failed"> {
  const locale = isLocale(subscription.locale) ? subscription.locale : DEFAULT_LOCALE;
  let request: RequestDetails;
  try {
    request = requestFor(webpush, subscription, message, locale, vapid);
  } catch {
    // Keys no message can be encrypted to (input checks them; a row from before, or edited by hand):
    // this subscription can never receive anything.
    await dropSubscription(subscription.id);
    log.warn({ subscription: subscription.id }, "push: unusable keys, subscription deleted");
    return "gone";
  }
  const { status, error } = await postToPushService(request, !sandboxMode());
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
