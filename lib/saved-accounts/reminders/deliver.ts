import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { savedAccountsOf } from "@/lib/saved-accounts/saved";
import { payHrefOf } from "@/lib/saved-accounts/pay-target";
import { notifyUser } from "@/lib/notifications/in-app";
import { env } from "@/lib/platform/env";
import { TIME_ZONE, LOCALES } from "@/lib/platform/i18n/config";
import { reminderMail, reminderPush, type ReminderWords } from "@/lib/notifications/mail/templates/reminder";
import { sendMail } from "@/lib/notifications/mail/transport";
import { confirmedBillPayments } from "@/lib/payments/paid-bills";
import { getProvider } from "@/lib/provider";
import { sendPush } from "@/lib/notifications/push/send";
import { nextAllowedAt } from "@/lib/rules/quiet-hours";
import type { Db } from "@/lib/platform/db/client";
import { reminderDeliveries, reminders, savedAccounts, users } from "@/lib/platform/db/schema";
import { log } from "@/lib/platform/log";
import { billOf, runAutopay } from "@/lib/saved-accounts/autopay/run";
import type { AddJob } from "@/lib/saved-accounts/autopay/tell";
import type { QueryItem } from "@/lib/catalog/query-items";
import { BILL_REMINDER } from "./kinds";
import { remindersFor, type ReminderDraft } from "./build";
import type { DeliverPayload } from "./input";
import { preferencesOf } from "./preferences";

// Reminders (docs/reminders-and-autopay.md): `reminders.scan` queues one `reminders.user` per user
// with saved accounts; that one reads the provider's notifications, keeps one `reminders` row per
// bill and due date, and one `reminder_deliveries` row per reminder and channel. Inserting that row
// is what decides who delivers: a second run, on this instance or another, finds it there and sends
// nothing.


const today = (now: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(now);

/** Queues one `reminders.user` per user who saved an account (a waiting one per user at most). */
export async function scanUsers(db: Db, addJob: (task: string, payload: unknown, options: { jobKey: string }) => Promise<void>): Promise<number> {
  const rows = await db.selectDistinct({ userId: savedAccounts.userId }).from(savedAccounts);
  for (const { userId } of rows) await addJob("reminders.user", { userId }, { jobKey: `reminders:user:${userId}` });
  return rows.length;
}

/** The reminder's row: made now, or the one an earlier run made (same user, bill and due date). */
async function reminderRow(db: Db, userId: string, draft: ReminderDraft, modalityId: string | null, known: QueryItem[]): Promise<{ id: string; payPath: string }> {
  const payPath = await payHrefOf(draft.companyCode, modalityId, draft.identifier, known).catch(() => `/pay/${encodeURIComponent(draft.companyCode)}`);
  const [made] = await db
    .insert(reminders)
    .values({ userId, ...draft, payPath })
    .onConflictDoNothing()
    .returning({ id: reminders.id, payPath: reminders.payPath });
  if (made) return made;
  const [found] = await db
    .select({ id: reminders.id, payPath: reminders.payPath })
    .from(reminders)
    .where(and(eq(reminders.userId, userId), eq(reminders.billKey, draft.billKey), eq(reminders.dueDate, draft.dueDate)));
  return found!;
}

/** Claims one channel of one reminder: true for the one caller that inserted its row. */
async function claim(db: Pick<Db, "insert">, reminderId: string, channel: "email" | "push" | "in_app", state: "queued" | "sent", sendAt: Date): Promise<boolean> {
  const rows = await db.insert(reminderDeliveries).values({ reminderId, channel, state, sendAt }).onConflictDoNothing().returning({ reminderId: reminderDeliveries.reminderId });
  return rows.length > 0;
}

/** One user's reminders: made, and each channel the preferences allow handed over once. */
export async function remindUser(db: Db, userId: string, addJob: AddJob, now = new Date()): Promise<number> {
  const saved = await savedAccountsOf(userId);
  if (saved.length === 0) return 0;
  const [{ notifications }, payments, prefs, [owner]] = await Promise.all([
    getProvider().agenda.notifications(userId),
    confirmedBillPayments(userId),
    preferencesOf(db, userId),
    db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)),
  ]);
  // Mail goes only to an address its owner proved they read: anyone can sign up with another's
  // address, and that inbox must not get reminders of bills it never saved. Once it is verified,
  // the next scan mails the reminders still due.
  const channels = { email: prefs.email && Boolean(owner?.verifiedAt), push: prefs.push };
  // Autopay goes first: the bills it pays or speaks for get its notice instead of a reminder.
  const due = remindersFor(notifications, saved, today(now), payments);
  const covered = await runAutopay(db, userId, due, addJob);
  const drafts = due.filter((d) => !d.agendaId || !covered.has(billOf(d.agendaId, d.dueDate)));
  const sendAt = nextAllowedAt(now, { start: prefs.quietStart, end: prefs.quietEnd }, TIME_ZONE);
  let claimed = 0;
  for (const draft of drafts) {
    const account = saved.find((a) => a.agendaId === draft.agendaId);
    // "Pagar ahora" with the account's kept fields and the bill's own from its notice (its issue date).
    const known = [...(account?.queryData ?? []), ...(notifications.find((n) => n.agendaId === draft.agendaId)?.queryData ?? [])];
    const { id: reminderId, payPath } = await reminderRow(db, userId, draft, account?.modalityId ?? null, known);
    // In-app: the delivery row and the notice in one transaction.
    await db.transaction(async (tx) => {
      if (!(await claim(tx, reminderId, "in_app", "sent", now))) return;
      claimed++;
      await notifyUser(tx, { userId, kind: BILL_REMINDER, subjectId: reminderId, data: { ...wordsOf(draft), payPath } });
    });
    for (const channel of ["email", "push"] as const) {
      if (!channels[channel]) continue;
      if (!(await claim(db, reminderId, channel, "queued", sendAt))) continue;
      claimed++;
      try {
        await addJob("reminders.deliver", { reminderId, channel }, { jobKey: `reminder:${reminderId}:${channel}`, runAt: sendAt });
      } catch (error) {
        // Not queued: let the next scan claim it again.
        await db.delete(reminderDeliveries).where(and(eq(reminderDeliveries.reminderId, reminderId), eq(reminderDeliveries.channel, channel)));
        throw error;
      }
    }
  }
  return claimed;
}

const wordsOf = (r: Pick<ReminderDraft, "companyName" | "dueDate" | "dueEstimated" | "amount" | "currency">): ReminderWords => ({
  companyName: r.companyName,
  dueDate: r.dueDate,
  dueEstimated: r.dueEstimated,
  amount: r.amount,
  currency: r.currency,
});

/**
 * The `reminders.deliver` job: one reminder by email or push, once. A delivery already marked sent
 * is not sent again (a job run twice); a send that fails is retried by the engine. A crash between
 * the send and the mark sends it again on the retry: at least once, in that narrow window only.
 */
export async function deliverReminder(db: Db, { reminderId, channel }: DeliverPayload): Promise<void> {
  const [row] = await db
    .select({ reminder: reminders, state: reminderDeliveries.state, email: users.email })
    .from(reminderDeliveries)
    .innerJoin(reminders, eq(reminders.id, reminderDeliveries.reminderId))
    .innerJoin(users, eq(users.id, reminders.userId))
    .where(and(eq(reminderDeliveries.reminderId, reminderId), eq(reminderDeliveries.channel, channel)));
  if (!row || row.state !== "queued") return;
  const { reminder } = row;
  const prefs = await preferencesOf(db, reminder.userId);
  // The user turned the channel off since: nothing goes out.
  if (!prefs[channel]) return void (await mark(db, reminderId, channel, "skipped"));
  const words = wordsOf(reminder);
  if (channel === "email") {
    const payUrl = new URL(reminder.payPath, env.APP_URL).toString();
    await sendMail({ to: row.email, ...reminderMail({ ...words, locale: prefs.locale, payUrl }) });
  } else {
    const texts = Object.fromEntries(LOCALES.map((l) => [l, reminderPush({ ...words, locale: l })]));
    const result = await sendPush(reminder.userId, {
      title: Object.fromEntries(LOCALES.map((l) => [l, texts[l]!.title])) as Record<(typeof LOCALES)[number], string>,
      body: Object.fromEntries(LOCALES.map((l) => [l, texts[l]!.body])) as Record<(typeof LOCALES)[number], string>,
      url: reminder.payPath,
      tag: `reminder-${reminderId}`,
      urgency: "normal",
    });
    if (result.failed.length > 0) log.warn({ reminderId, failed: result.failed.length }, "reminder push: some devices failed");
    // No device took it: the notices page must not say it went by push.
    if (result.sent === 0) return void (await mark(db, reminderId, channel, "skipped"));
  }
  await mark(db, reminderId, channel, "sent");
}

async function mark(db: Db, reminderId: string, channel: "email" | "push", state: "sent" | "skipped"): Promise<void> {
  await db
    .update(reminderDeliveries)
    .set({ state, sendAt: sql`now()` })
    .where(and(eq(reminderDeliveries.reminderId, reminderId), eq(reminderDeliveries.channel, channel)));
}
