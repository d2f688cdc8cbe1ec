import "server-only";
import { z } from "zod";
import { LOCALES } from "@/lib/platform/i18n/config";
import { isAppPath, sendPush, type PushMessage } from "./send";

// The `push.send` job (lib/system/jobs.ts): how reminders and notices reach a user's devices, with
// retries. A retry goes only to the devices that failed, so a device never gets a message twice
// because another one was down.

const text = z.union([
  z.string().min(1).max(300),
  z.object(Object.fromEntries(LOCALES.map((l) => [l, z.string().min(1).max(300)])) as Record<(typeof LOCALES)[number], z.ZodString>),
]);

export const pushJobPayload = z.object({
  userId: z.uuid(),
  title: text,
  body: text,
  url: z.string().max(500).refine(isAppPath, "url must be a path of this app"),
  tag: z.string().max(100).optional(),
  urgency: z.enum(["very-low", "low", "normal", "high"]).optional(),
  ttlSeconds: z.number().int().min(0).max(2_419_200).optional(),
  /** Set on a retry: the subscriptions that failed last time. */
  only: z.array(z.uuid()).max(100).optional(),
  round: z.number().int().min(0).max(10).optional(),
});

export type PushJobPayload = z.output<typeof pushJobPayload>;

/** Rounds of sending to devices that failed for a reason that may pass, before giving up. */
export const PUSH_ROUNDS = 4;
const retryDelayMs = (round: number) => 30_000 * 4 ** round; // 30 s, 2 min, 8 min

/** What a retry round is: the same message, to the devices that failed, and when; null when done. */
export async function runPushJob(
  payload: PushJobPayload,
  send: typeof sendPush = sendPush,
  now = Date.now(),
): Promise<{ retry: PushJobPayload; runAt: Date } | null> {
  const { userId, only, round = 0, ...message } = payload;
  const result = await send(userId, message satisfies PushMessage, only);
  if (result.failed.length === 0) return null;
  if (round + 1 >= PUSH_ROUNDS) {
    throw new Error(`push not delivered to ${result.failed.length} device(s) after ${PUSH_ROUNDS} rounds`);
  }
  return { retry: { ...payload, only: result.failed, round: round + 1 }, runAt: new Date(now + retryDelayMs(round)) };
}
