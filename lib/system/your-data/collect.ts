import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import {
  autopayCharges,
  autopaySettings,
  complaintEvents,
  confirmThresholds,
  complaints,
  debts,
  notificationPreferences,
  operationEvents,
  operations,
  passkeys,
  pushSubscriptions,
  reminderDeliveries,
  reminders,
  savedAccounts,
  sessions,
  userNotifications,
  users,
} from "@/lib/platform/db/schema";
import { decryptPin } from "@/lib/payments/pin";
import { maskPin } from "@/lib/payments/pin-mask";

// Everything Saldo keeps of one user (Ley 25.326's right of access): every table that holds the
// user's rows, each read by the user's id (or through a row of theirs), with what is a secret or
// only Saldo's own bookkeeping left out, said here field by field:
// - the password's hash and the session version (users), a session's end-link hash;
// - a device's push keys (p256dh, auth): its endpoint's origin and dates are kept;
// - a passkey's public key and signature counter: its name, kind and dates are kept;
// - a gift card's PIN, masked to its last four (reveal it in the app);
// - an operation's checkout key, request hash and the body sent to the provider (the operation's
//   own fields say what was paid), and the reconciler's counters.
// Provider steps and adhesion mismatches are the operators' trace of the provider, not the user's.

export const FORMAT_VERSION = 1;

/** The tables with a user's rows that the export reads (./collect.test.ts checks none is missed). */
export const TABLES_READ = [
  users, notificationPreferences, savedAccounts, autopaySettings, autopayCharges, operations, debts, reminders,
  userNotifications, complaints, pushSubscriptions, sessions, passkeys, confirmThresholds,
];
/** Tables with a user's rows left out, and why. */
export const TABLES_LEFT_OUT: Record<string, string> = {
  auth_tokens: "mailed link tokens: secrets, alive for minutes",
  data_exports: "the downloads themselves",
  live_stream_slots: "places of open live-status streams, alive for seconds",
  provider_steps: "the operators' trace of the provider",
  adhesion_mismatches: "the operators' list of provider flags that disagree",
  confirmations: "confirmations asked before risky moves: alive for minutes",
};

const pinOf = (ciphertext: string | null) => {
  if (!ciphertext) return null;
  try {
    return maskPin(decryptPin(ciphertext));
  } catch {
    return "unreadable";
  }
};

const originOf = (endpoint: string) => {
  try {
    return new URL(endpoint).origin;
  } catch {
    return null;
  }
};

/** The user's records, as the export's JSON carries them; null when there is no such user. */
export async function collectData(db: Db, userId: string, now = new Date()) {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, country: users.country, emailVerifiedAt: users.emailVerifiedAt, createdAt: users.createdAt, updatedAt: users.updatedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;

  const ops = await db.select().from(operations).where(eq(operations.userId, userId)).orderBy(asc(operations.createdAt));
  const opIds = ops.map((o) => o.id);
  const events = opIds.length ? await db.select().from(operationEvents).where(inArray(operationEvents.operationId, opIds)).orderBy(asc(operationEvents.id)) : [];
  const theirComplaints = await db.select().from(complaints).where(eq(complaints.userId, userId)).orderBy(asc(complaints.openedAt));
  const complaintIds = theirComplaints.map((c) => c.id);
  const complaintHistory = complaintIds.length ? await db.select().from(complaintEvents).where(inArray(complaintEvents.complaintId, complaintIds)).orderBy(asc(complaintEvents.at)) : [];
  const theirReminders = await db.select().from(reminders).where(eq(reminders.userId, userId)).orderBy(asc(reminders.createdAt));
  const reminderIds = theirReminders.map((r) => r.id);
  const deliveries = reminderIds.length ? await db.select().from(reminderDeliveries).where(inArray(reminderDeliveries.reminderId, reminderIds)) : [];

  return {
    format: { name: "saldo-your-data", version: FORMAT_VERSION, madeAt: now.toISOString() },
    profile: user,
    notificationPreferences: (await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)))[0] ?? null,
    confirmPaymentsOver: await db.select().from(confirmThresholds).where(eq(confirmThresholds.userId, userId)),
    savedAccounts: await db.select().from(savedAccounts).where(eq(savedAccounts.userId, userId)),
    autopay: {
      settings: await db.select().from(autopaySettings).where(eq(autopaySettings.userId, userId)),
      charges: await db.select().from(autopayCharges).where(eq(autopayCharges.userId, userId)).orderBy(asc(autopayCharges.createdAt)),
    },
    operations: ops.map((op) => {
      const { pinCiphertext, idempotencyKey: _key, requestHash: _hash, providerRequest: _request, checkAttempts: _tries, notFoundSince: _since, nextCheckAt: _next, flagReason: _flag, flagged: _flagged, ...kept } = op;
      return { ...kept, giftCardPin: pinOf(pinCiphertext), history: events.filter((e) => e.operationId === op.id) };
    }),
    billsLookedUp: await db.select().from(debts).where(eq(debts.userId, userId)),
    reminders: theirReminders.map((r) => ({ ...r, deliveries: deliveries.filter((d) => d.reminderId === r.id) })),
    notices: await db.select().from(userNotifications).where(eq(userNotifications.userId, userId)).orderBy(asc(userNotifications.createdAt)),
    complaints: theirComplaints.map((c) => ({ ...c, history: complaintHistory.filter((e) => e.complaintId === c.id) })),
    pushDevices: (await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map(({ endpoint, p256dh: _p, auth: _a, ...rest }) => ({
      ...rest,
      service: originOf(endpoint),
    })),
    passkeys: (await db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt))).map(({ publicKey: _k, counter: _c, ...rest }) => rest),
    sessions: (await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt))).map(({ endTokenHash: _h, version: _v, ...rest }) => rest),
  };
}

export type YourData = NonNullable<Awaited<ReturnType<typeof collectData>>>;
