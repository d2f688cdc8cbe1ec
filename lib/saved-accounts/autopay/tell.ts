import "server-only";
import { eq } from "drizzle-orm";
import { notifyUser, type Writer } from "@/lib/notifications/in-app";
import { env } from "@/lib/platform/env";
import { LOCALES, TIME_ZONE } from "@/lib/platform/i18n/config";
import { autopayMail, autopayPush, type AutopayEvent, type AutopayWords } from "@/lib/notifications/mail/templates/autopay";
import { preferencesOf } from "@/lib/saved-accounts/reminders/preferences";
import { nextAllowedAt } from "@/lib/rules/quiet-hours";
import type { Db } from "@/lib/platform/db/client";
import { users, type autopayCharges } from "@/lib/platform/db/schema";

// How autopay tells the user what it is about to do and what it did: an in-app notice (written in
// the transaction that changed the charge, so it is there exactly once), and a mail and a push
// handed to the job queue for the end of the user's quiet hours, on the channels they chose.

/** The kind of Saldo's own notice an autopay event is (user_notifications.kind). */
export const AUTOPAY_NOTICE = "AUTOPAY";

type Charge = typeof autopayCharges.$inferSelect;
export type AddJob = (task: string, payload: unknown, options: { jobKey?: string; runAt?: Date }) => Promise<void>;

/** Where each of the message's links leads (paths of this app). */
export type AutopayPaths = { manage: string; pay: string };

/** Where the notice leads: the checkout when the bill is the user's to pay, else the charge's page. */
const linkOf = (event: AutopayEvent, paths: AutopayPaths) => (event === "over_cap" || event === "failed" ? paths.pay : paths.manage);

const wordsOf = (charge: Charge): AutopayWords => ({
  companyName: charge.companyName,
  dueDate: charge.dueDate,
  amount: charge.amount,
  cap: charge.capAmount,
  currency: charge.currency,
  chargeAt: charge.chargeAt.toISOString(),
});

/** The in-app notice; call inside the transaction that moved the charge to this event's state. */
export async function noticeInApp(tx: Writer, charge: Charge, event: AutopayEvent, paths: AutopayPaths): Promise<void> {
  await notifyUser(tx, {
    userId: charge.userId,
    kind: AUTOPAY_NOTICE,
    subjectId: charge.id,
    data: { event, ...wordsOf(charge), path: linkOf(event, paths) },
  });
}

/** The mail and the push, queued once the charge's change is committed. */
export async function sendOut(db: Db, addJob: AddJob, charge: Charge, event: AutopayEvent, paths: AutopayPaths): Promise<void> {
  const prefs = await preferencesOf(db, charge.userId);
  const runAt = nextAllowedAt(new Date(), { start: prefs.quietStart, end: prefs.quietEnd }, TIME_ZONE);
  const words = wordsOf(charge);
  const url = (path: string) => new URL(path, env.APP_URL).toString();
  const [owner] = await db.select({ email: users.email, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, charge.userId));
  // As reminders: mail only to an address its owner proved they read.
  if (prefs.email && owner?.verifiedAt) {
    const mail = autopayMail(event, {
      ...words,
      locale: prefs.locale,
      manageUrl: url(paths.manage),
      skipUrl: url(`${paths.manage}?do=skip`),
      offUrl: url(`${paths.manage}?do=off`),
      payUrl: url(paths.pay),
    });
    await addJob("mail.send", { to: owner.email, ...mail }, { jobKey: `autopay:${charge.id}:${event}:email`, runAt });
  }
  if (prefs.push) {
    const texts = Object.fromEntries(LOCALES.map((l) => [l, autopayPush(event, { ...words, locale: l })]));
    const pick = (part: "title" | "body") => Object.fromEntries(LOCALES.map((l) => [l, texts[l]![part]]));
    await addJob(
      "push.send",
      {
        userId: charge.userId,
        title: pick("title"),
        body: pick("body"),
        url: linkOf(event, paths),
        tag: `autopay-${charge.id}`,
        urgency: event === "notice" ? "normal" : "high",
      },
      { jobKey: `autopay:${charge.id}:${event}:push`, runAt },
    );
  }
}
