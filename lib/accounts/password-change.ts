import "server-only";
import { env } from "@/lib/platform/env";
import { AppError } from "@/lib/platform/http/errors";
import { PASSWORD_CHANGE_PER_USER, consume } from "@/lib/platform/http/rate-limit";
import type { Locale } from "@/lib/platform/i18n/config";
import { addJob } from "@/lib/platform/jobs";
import { log } from "@/lib/platform/log";
import { passwordChangedMail } from "@/lib/notifications/mail/templates/password-changed";
import { hashPassword } from "./password";
import { liveSessionsOf } from "./sessions";
import { authenticate, setPassword, type User } from "./users";

/**
 * Changes the password from Perfil, the current one asked again (OWASP ASVS 5.0 7.5.1). This
 * session goes on, and so do the others: the answer says how many there are, so the page can offer
 * to end them (7.4.3). A mail tells the address.
 */
export async function changePassword(user: User, sessionId: string, input: { current: string; password: string }, locale: Locale): Promise<{ otherSessions: number }> {
  await consume(PASSWORD_CHANGE_PER_USER, user.id);
  const confirmed = await authenticate(user.email, input.current);
  if (confirmed?.id !== user.id) throw new AppError("INVALID_INPUT", "The current password is not right.", { current: ["wrong"] });
  await setPassword(user.id, await hashPassword(input.password));
  const mail = passwordChangedMail({ locale, when: new Date(), forgotUrl: `${env.APP_URL}/forgot-password`, inApp: true });
  await addJob("mail.send", { to: user.email, ...mail }).catch((error: unknown) => log.error({ err: error }, "password change: could not queue the notice"));
  const live = await liveSessionsOf(user.id, Date.now());
  return { otherSessions: live.filter((s) => s.id !== sessionId).length };
}
