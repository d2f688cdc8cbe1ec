import "server-only";
import { env } from "@/lib/platform/env";
import type { Locale } from "@/lib/platform/i18n/config";
import { addJob } from "@/lib/platform/jobs";
import { sendInBackground } from "@/lib/notifications/mail/outbox";
import { emailVerificationMail } from "@/lib/notifications/mail/templates/email-verification";
import { passwordChangedMail } from "@/lib/notifications/mail/templates/password-changed";
import { passwordResetMail } from "@/lib/notifications/mail/templates/password-reset";
import { getDb } from "@/lib/platform/db/client";
import { AppError } from "@/lib/platform/http/errors";
import { log } from "@/lib/platform/log";
import { limitedNetwork } from "@/lib/platform/http/client-address";
import { hashPassword } from "./password";
import { endOtherSessions, endSessionByToken } from "./sessions";
import { LINK_PER_ADDRESS, RESET_PER_ADDRESS, RESET_PER_EMAIL, VERIFY_RESEND_PER_USER, consume, consumeAll } from "@/lib/platform/http/rate-limit";
import { TOKEN_TTL_MS, type TokenProblem } from "./token-rules";
import { checkToken, consumeToken, issueToken } from "./tokens";
import { findUserByEmail, findUserById, isEmailVerified, markEmailVerified, normalizeEmail, setPasswordFromReset, type User } from "./users";

// Password reset and email verification: both mail a single-use link (lib/accounts/tokens.ts) to the
// account's address. Mails with a token are sent at once and not awaited (lib/notifications/mail/outbox.ts).

const linkTo = (path: string, token: string) => `${env.APP_URL}${path}?token=${encodeURIComponent(token)}`;

/** A refused link, as the pages translate it: 400 INVALID_INPUT with details.token = [problem]. */
const refusedLink = (problem: TokenProblem) =>
  new AppError(
    "INVALID_INPUT",
    { invalid: "This link is not valid.", expired: "This link has expired. Ask for a new one.", used: "This link was already used." }[problem],
    { token: [problem] },
  );

/**
 * Asks for a password reset mail. The limits are counted by address and by the email as typed,
 * before anything is looked up; then the caller answers the same 202 whether or not an account
 * exists, while the lookup, the token and the mail happen after the answer.
 */
export async function requestPasswordReset(email: string, address: string, locale: Locale): Promise<void> {
  const normalized = normalizeEmail(email);
  await consumeAll([
    { limit: RESET_PER_ADDRESS, subject: limitedNetwork(address) },
    { limit: RESET_PER_EMAIL, subject: normalized },
  ]);
  void mailResetLink(normalized, locale).catch((error: unknown) => log.error({ err: error }, "password reset: could not prepare the mail"));
}

async function mailResetLink(email: string, locale: Locale): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  const token = await issueToken(user.id, "password_reset");
  const mail = passwordResetMail({ locale, url: linkTo("/reset-password", token), minutes: TOKEN_TTL_MS.password_reset / 60_000 });
  sendInBackground({ to: user.email, ...mail }, "password reset");
}

/**
 * Sets a new password with a reset link: the token is spent, the password set, every session of
 * the user revoked and the address counted as verified, in one transaction. A refused link changes
 * nothing. The person then signs in with the new password (no session is started here).
 */
export async function confirmPasswordReset(input: { token: string; password: string }, address: string, locale: Locale): Promise<void> {
  await consume(LINK_PER_ADDRESS, limitedNetwork(address));
  // A dead link is refused before the password is hashed (the hash is the expensive part).
  const early = await checkToken(input.token, "password_reset");
  if (early) throw refusedLink(early);
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  const userId = await db.transaction(async (tx) => {
    const spent = await consumeToken(tx, input.token, "password_reset");
    if ("problem" in spent) throw refusedLink(spent.problem);
    await setPasswordFromReset(tx, spent.userId, passwordHash);
    return spent.userId;
  });
  // The raised version ended them already; their rows say so too, for the sessions list.
  await endOtherSessions(userId, null, "password_reset");
  await noticePasswordChanged(userId, locale);
}

/** "Your password was changed", through the job queue: it holds no secret, so it may wait and retry. */
async function noticePasswordChanged(userId: string, locale: Locale): Promise<void> {
  try {
    const user = await findUserById(userId);
    if (!user) return;
    const mail = passwordChangedMail({ locale, when: new Date(), forgotUrl: `${env.APP_URL}/forgot-password` });
    await addJob("mail.send", { to: user.email, ...mail });
  } catch (error) {
    // The password is changed either way; a lost notice is logged, not the reset's failure.
    log.error({ err: error }, "password reset: could not queue the notice");
  }
}

/** Mails a verification link to the user's address (at sign-up, or asked again). */
export async function sendVerification(user: Pick<User, "id" | "email">, locale: Locale): Promise<void> {
  const token = await issueToken(user.id, "email_verification");
  const hours = TOKEN_TTL_MS.email_verification / 3_600_000;
  const mail = emailVerificationMail({ locale, url: linkTo("/verify-email", token), hours });
  sendInBackground({ to: user.email, ...mail }, "email verification");
}

/** A signed-in user asks for the verification mail again (limited per user); 409 once verified. */
export async function resendVerification(user: User, locale: Locale): Promise<void> {
  if (await isEmailVerified(user.id)) throw new AppError("CONFLICT", "Your email is already verified.");
  await consume(VERIFY_RESEND_PER_USER, user.id);
  await sendVerification(user, locale);
}

/** Spends a verification link and records the address as verified. */
export async function verifyEmail(token: string, address: string): Promise<void> {
  await consume(LINK_PER_ADDRESS, limitedNetwork(address));
  const db = await getDb();
  await db.transaction(async (tx) => {
    const spent = await consumeToken(tx, token, "email_verification");
    if ("problem" in spent) throw refusedLink(spent.problem);
    await markEmailVerified(tx, spent.userId);
  });
}

/**
 * Spends the link of a new-device mail: the session it names ends, wherever it is used. Answers
 * false when that session had ended already; a link that names no session is refused.
 */
export async function endSessionFromMail(token: string, address: string): Promise<boolean> {
  await consume(LINK_PER_ADDRESS, limitedNetwork(address));
  const found = await endSessionByToken(token);
  if (!found) throw refusedLink("invalid");
  return found.ended;
}
