import "server-only";
import { z } from "zod";
import { log } from "@/lib/server/log";
import { sweepRetention } from "@/lib/system/retention";
import { queuedMailSchema } from "@/lib/mail/outbox";
import { sendMail } from "@/lib/mail/transport";
import type { JobDefinition, Schedule } from "./types";

// Every job Saldo runs, and when the recurring ones run. Both engines read this list and nothing
// else: a job added here runs the same on PostgreSQL and on the embedded database.

const define = <P>(definition: JobDefinition<P>): JobDefinition => definition as JobDefinition;

/** The payload of a scheduled run: the engines add when it was due. */
const scheduled = z.object({ _cron: z.object({ ts: z.string() }).optional() }).loose();

export const jobs: Record<string, JobDefinition> = {
  /** Removes rows that stopped mattering (periods in the README's Retention section). */
  retention: define({
    payload: scheduled,
    maxAttempts: 3,
    async run(_payload, { db }) {
      const removed = await sweepRetention(db);
      if (removed.callbacks + removed.debts + removed.refusals + removed.tokens > 0) log.info({ removed }, "retention sweep");
    },
  }),

  /**
   * Delivers one mail that carries no secret (a notice), retried with the engine's back-off while
   * the SMTP server refuses or is down. Sending twice after a crash mid-send sends the notice twice,
   * which is harmless. Mails with a token never come here (lib/mail/outbox.ts says why).
   */
  "mail.send": define({
    payload: queuedMailSchema,
    maxAttempts: 8,
    async run(mail) {
      await sendMail(mail);
    },
  }),
};

export const schedules: Schedule[] = [
  { task: "retention", match: "17 * * * *", identifier: "retention-hourly" },
];

export const isJob = (task: string): boolean => Object.hasOwn(jobs, task);
