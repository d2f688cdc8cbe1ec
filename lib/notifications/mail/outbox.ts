import "server-only";
import { z } from "zod";
import { log } from "@/lib/platform/log";
import { sendMail, type OutgoingMail } from "./transport";

/** A mail as the `mail.send` job carries it. Only mails without a secret go through the job queue. */
export const queuedMailSchema = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  text: z.string().max(100_000),
  html: z.string().max(200_000),
});

/**
 * Sends a mail that carries a secret (a reset or verification link) now, without making the
 * caller wait: the request answers at once whether or not a mail goes out, so its timing does not
 * tell whether an account exists, and the token never sits in the job table. A failure is logged
 * (the person can ask again); it is never retried with the token kept somewhere.
 */
export function sendInBackground(mail: OutgoingMail, what: string): void {
  sendMail(mail).catch((error: unknown) => log.error({ err: error, mail: what }, "mail: sending failed"));
}
