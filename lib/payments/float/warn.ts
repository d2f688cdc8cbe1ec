import "server-only";
import { env } from "@/lib/platform/env";
import type { Db } from "@/lib/platform/db/client";
import { DEFAULT_LOCALE } from "@/lib/platform/i18n/config";
import { addJob } from "@/lib/platform/jobs";
import { log } from "@/lib/platform/log";
import { floatLowMail } from "@/lib/notifications/mail/templates/float-low";
import { levelOf } from "@/lib/rules/float";
import { claimCrossings, rearmRecovered, releaseCrossing, type FloatRow } from "./store";

// The operators hear of a low float by email once per crossing below its level, not once per
// reading: the crossing is claimed in the database (one instance wins it), the mails go through
// the job queue, and a float back above its level is armed again.

async function queueWarning(row: FloatRow): Promise<void> {
  const mail = floatLowMail({
    locale: DEFAULT_LOCALE,
    currency: row.currency,
    available: row.available,
    level: levelOf(env.FLOAT_WARNING_LEVELS, row.currency),
    consoleUrl: `${env.APP_URL}/operator`,
  });
  if (env.OPERATOR_EMAILS.length === 0) log.warn({ currency: row.currency }, "float: low, and no OPERATOR_EMAILS to tell");
  const crossing = row.warnedAt?.getTime() ?? 0;
  for (const to of env.OPERATOR_EMAILS) {
    await addJob("mail.send", { to, ...mail }, { jobKey: `float-low:${row.currency}:${crossing}:${to}` });
  }
}

/** Arms the recovered currencies and warns of the new crossings; a warning that cannot be queued is claimed again by the next reading. */
export async function warnOfCrossings(db: Db): Promise<void> {
  await rearmRecovered(db);
  for (const row of await claimCrossings(db)) {
    log.warn({ currency: row.currency, available: row.available }, "float: low; operators warned");
    try {
      await queueWarning(row);
    } catch (error) {
      log.error({ err: error, currency: row.currency }, "float: the warning could not be queued; the next reading tries again");
      await releaseCrossing(db, row.currency);
    }
  }
}
