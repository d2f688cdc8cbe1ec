import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { closedEmailHash } from "@/lib/accounts/closed";
import { authenticate, emptyClosedUser, type User } from "@/lib/accounts/users";
import { getDb, type Db } from "@/lib/platform/db/client";
import * as schema from "@/lib/platform/db/schema";
import { env } from "@/lib/platform/env";
import { AppError } from "@/lib/platform/http/errors";
import { CLOSE_PER_USER, consume } from "@/lib/platform/http/rate-limit";
import type { Locale } from "@/lib/platform/i18n/config";
import { addJob } from "@/lib/platform/jobs";
import { log } from "@/lib/platform/log";
import { accountClosedMail } from "@/lib/notifications/mail/templates/account-closed";
import { pauseEveryAdhesion } from "@/lib/saved-accounts/adhesions";

// "Cerrar mi cuenta" (docs/accounts.md): refused while a payment is in flight; otherwise the
// provider's adhesions are paused (nothing more reminded or charged there), then in one
// transaction autopay's open charges are cancelled and the profile, saved accounts, sessions, passkeys,
// preferences, devices, notices, reminders, looked-up bills, downloads and tokens deleted. The
// user's row stays, emptied (closed_at, the address as a keyed hash), because the operations and
// their receipts, autopay charges and complaints are kept for RETENTION_CLOSED_ACCOUNT_DAYS, out of
// the user's reach, and then removed by retention. A mail to the address confirms it.

const ops = schema.operations;

export type PaymentInFlight = { id: string; kind: string; companyName: string; amount: number; currency: string; createdAt: string };

/** The user's payments not final yet: closing waits for them. */
export async function paymentsInFlight(db: Db, userId: string): Promise<PaymentInFlight[]> {
  const rows = await db
    .select({ id: ops.id, kind: ops.kind, companyName: ops.companyName, amount: ops.amount, currency: ops.currency, createdAt: ops.createdAt })
    .from(ops)
    .where(and(eq(ops.userId, userId), schema.inFlight(ops)));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

const refuseInFlight = (payments: PaymentInFlight[]) =>
  new AppError("PAYMENT_IN_FLIGHT", `A payment is still in flight (${payments.map((p) => `${p.companyName} ${p.amount} ${p.currency}`).join(", ")}): close the account once it ends.`, { payments });

/** Closes the user's account, confirmed with their password. */
export async function closeAccount(user: User, password: string, locale: Locale): Promise<void> {
  await consume(CLOSE_PER_USER, user.id);
  const confirmed = await authenticate(user.email, password);
  if (confirmed?.id !== user.id) throw new AppError("INVALID_INPUT", "The password is not right.", { password: ["wrong"] });
  const db = await getDb();
  const waiting = await paymentsInFlight(db, user.id);
  if (waiting.length > 0) throw refuseInFlight(waiting);

  try {
    await pauseEveryAdhesion(user.id);
  } catch (error) {
    log.warn({ err: error }, "closing: the provider's adhesions could not all be paused; nothing was closed");
    throw new AppError("PROVIDER_UNAVAILABLE", "Your saved accounts could not be paused at the provider. Nothing was closed: try again.");
  }

  await db.transaction(async (tx) => {
    // The user's row locked: a payment begun meanwhile is seen here, or waits for the close.
    await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, user.id)).for("update");
    const late = await paymentsInFlight(tx as unknown as Db, user.id);
    if (late.length > 0) throw refuseInFlight(late);
    await tx
      .update(schema.autopayCharges)
      .set({ state: "cancelled", reasonCode: "ACCOUNT_CLOSED", updatedAt: new Date() })
      .where(and(eq(schema.autopayCharges.userId, user.id), inArray(schema.autopayCharges.state, ["scheduled", "charging"])));
    const { savedAccounts, autopaySettings, notificationPreferences, pushSubscriptions, userNotifications, reminders, debts, dataExports, authTokens, adhesionMismatches, sessions, passkeys, confirmations, confirmThresholds } = schema;
    for (const table of [savedAccounts, autopaySettings, notificationPreferences, pushSubscriptions, userNotifications, reminders, debts, dataExports, authTokens, adhesionMismatches, sessions, passkeys, confirmations, confirmThresholds]) {
      await tx.delete(table).where(eq(table.userId, user.id));
    }
    await emptyClosedUser(tx, user.id, closedEmailHash(user.email));
  });

  const mail = accountClosedMail({ locale, days: env.RETENTION_CLOSED_ACCOUNT_DAYS, signUpUrl: `${env.APP_URL}/sign-up` });
  await addJob("mail.send", { to: user.email, ...mail }, { jobKey: `account-closed:${user.id}` }).catch((error: unknown) =>
    log.error({ err: error }, "closing: the confirmation mail could not be queued"),
  );
}

/** Retention: the users whose account closed over `days` ago, with what was kept of them. */
export const closedLongAgo = (now: Date, days: number) => sql`${schema.users.closedAt} < ${new Date(now.getTime() - days * 86_400_000)}`;
