import "server-only";
import type { Limit } from "@/lib/platform/http/rate-limit";
import { LOCALES, type Locale } from "@/lib/platform/i18n/config";
import { messagesFor } from "@/lib/platform/i18n/messages";
import { sendPush, type PushResult } from "./send";

/** A few test notifications per user: enough to try, not enough to make Saldo a megaphone. */
export const PUSH_TEST_LIMIT: Limit = {
  name: "push-test:user",
  max: 5,
  windowMs: 10 * 60_000,
  message: "You sent several test notifications just now.",
};

const inEach = (pick: (locale: Locale) => string) => Object.fromEntries(LOCALES.map((l) => [l, pick(l)])) as Record<Locale, string>;

/** "Saldo: las notificaciones funcionan", in each device's language, opening the profile. */
export const sendTestPush = (userId: string): Promise<PushResult> =>
  sendPush(userId, {
    title: inEach((l) => messagesFor(l).profile.push.testTitle),
    body: inEach((l) => messagesFor(l).profile.push.testBody),
    url: "/profile",
    tag: "saldo-test",
    urgency: "high",
    ttlSeconds: 600,
  });
