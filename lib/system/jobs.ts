import "server-only";
import { z } from "zod";
import { log } from "@/lib/platform/log";
import { pushJobPayload, runPushJob } from "@/lib/notifications/push/job";
import { sweepRetention } from "@/lib/system/retention";
import { queuedMailSchema } from "@/lib/notifications/mail/outbox";
import { sendMail } from "@/lib/notifications/mail/transport";
import { deliverReminder, remindUser, scanUsers } from "@/lib/saved-accounts/reminders/deliver";
import { deliverPayload } from "@/lib/saved-accounts/reminders/input";
import { readFloat } from "@/lib/payments/float/read";
import { isLocale } from "@/lib/platform/i18n/config";
import { failExport, makeExport } from "@/lib/system/your-data/exports";
import type { ScheduledTask } from "@/lib/operator/scheduled-tasks";
import { addJob } from "@/lib/platform/jobs";
import { registerJobs } from "@/lib/platform/jobs/definitions";
import type { JobDefinition, Schedule } from "@/lib/platform/jobs/types";

// Every job Saldo runs, and when the recurring ones run: the composition root's list, registered
// with the queue at boot (registerSaldoJobs). Both engines run what is registered and nothing else:
// a job added here runs the same on PostgreSQL and on the embedded database.

const define = <P>(definition: JobDefinition<P>): JobDefinition => definition as JobDefinition;

/** The payload of a scheduled run: the engines add when it was due. */
const scheduled = z.object({ _cron: z.object({ ts: z.string() }).optional() }).loose();

export const jobs: Record<string, JobDefinition> = {
  /** Removes rows that stopped mattering (periods in docs/configuration.md, Retention). */
  retention: define({
    payload: scheduled,
    maxAttempts: 3,
    async run(_payload, { db }) {
      const removed = await sweepRetention(db);
      if (Object.values(removed).some((count) => count > 0)) log.info({ removed }, "retention sweep");
    },
  }),

  /**
   * Delivers one mail that carries no secret (a notice), retried with the engine's back-off while
   * the SMTP server refuses or is down. Sending twice after a crash mid-send sends the notice twice,
   * which is harmless. Mails with a token never come here (lib/notifications/mail/outbox.ts says why).
   */
  "mail.send": define({
    payload: queuedMailSchema,
    maxAttempts: 8,
    async run(mail) {
      await sendMail(mail);
    },
  }),

  /**
   * "Descargar mis datos" (lib/system/your-data): every record of the user in one ZIP, kept for
   * its owner, who is then told by mail. A run that used up its attempts marks the export failed.
   */
  "data.export": define({
    payload: z.object({ exportId: z.uuid(), locale: z.string() }),
    maxAttempts: 3,
    async run({ exportId, locale }, { db, attempt, maxAttempts }) {
      try {
        await makeExport(db, exportId, isLocale(locale) ? locale : "es");
      } catch (error) {
        if (attempt >= maxAttempts) await failExport(db, exportId);
        throw error;
      }
    },
  }),

  /**
   * One notification to every device of a user (lib/notifications/push): `addJob("push.send", { userId, title,
   * body, url, tag })`, texts as a string or `{ es, en }` (each device gets its own language).
   * Devices that failed for a passing reason get it again in a later round of its own.
   */
  "push.send": define({
    payload: pushJobPayload,
    maxAttempts: 3,
    async run(payload) {
      const next = await runPushJob(payload);
      if (!next) return;
      await addJob("push.send", next.retry, { runAt: next.runAt });
    },
  }),


  /**
   * Reads the provider's float (lib/payments/float): stored for every instance's payments and
   * health, and the operators warned once of a currency that crossed below its level.
   */
  "float.read": define({
    payload: scheduled,
    maxAttempts: 3,
    async run() {
      await readFloat();
    },
  }),

  /** Every user with saved accounts gets a `reminders.user` (one waiting per user at most). */
  "reminders.scan": define({
    payload: scheduled,
    maxAttempts: 3,
    async run(_payload, { db }) {
      const users = await scanUsers(db, addJob);
      log.debug({ users }, "reminders: scan queued users");
    },
  }),

  /**
   * One user's reminders (lib/saved-accounts/reminders/deliver.ts): the provider's notifications read, a reminder
   * row per bill and due date, each allowed channel claimed once and handed to `reminders.deliver`.
   */
  "reminders.user": define({
    payload: z.object({ userId: z.uuid() }),
    maxAttempts: 5,
    async run({ userId }, { db }) {
      await remindUser(db, userId, addJob);
    },
  }),

  /** One reminder by email or push, at the end of the user's quiet hours; marked sent once sent. */
  "reminders.deliver": define({
    payload: deliverPayload,
    maxAttempts: 8,
    async run(payload, { db }) {
      await deliverReminder(db, payload);
    },
  }),
};

export const schedules: (Schedule & { task: ScheduledTask })[] = [
  { task: "retention", match: "17 * * * *", identifier: "retention-hourly" },
  { task: "reminders.scan", match: "*/15 * * * *", identifier: "reminders-quarter-hourly" },
  { task: "float.read", match: "*/5 * * * *", identifier: "float-every-5-minutes" },
];

/** Hands the list to the queue; boot() calls it before anything can be queued. */
export const registerSaldoJobs = (): void => registerJobs(jobs, schedules);
