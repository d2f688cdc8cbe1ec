import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { and, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/platform/db/client";
import { confirmations } from "@/lib/platform/db/schema";
import { AppError } from "@/lib/platform/http/errors";
import { CONFIRM_PER_USER, consume, refund } from "@/lib/platform/http/rate-limit";
import { ANSWER_WITHIN_MS, USE_WITHIN_MS, type RiskReason } from "@/lib/rules/second-look";
import { checkPasskeyAnswer, confirmOptions } from "./passkeys";
import { authenticate, type User } from "./users";

// The second look before a risky move (docs/accounts.md). The server refuses the move with
// CONFIRMATION_REQUIRED and a confirmation to answer; the user answers it with a passkey (or the
// password); the move, sent again with the confirmation's id in the Saldo-Confirmation header,
// spends it. A confirmation is bound to one move (its subject: for a payment the Idempotency-Key
// and what it pays), answered within ANSWER_WITHIN_MS, spent within USE_WITHIN_MS of the answer,
// once. The gate is the server's: a page that skips the dialog gets the same refusal.

/** The header a confirmed move carries. */
export const CONFIRMATION_HEADER = "saldo-confirmation";

/** What the dialog shows of the move; amounts in `currency`. */
export type ConfirmSummary = {
  move: "payment" | "autopay" | "threshold" | "passkey";
  reasons: RiskReason[];
  /** What is paid, or the cap or amount set (none for a passkey). */
  amount?: number;
  currency?: string;
  companyName?: string;
  /** The account paid or set up, as its identifiers read ("1234567890"); a passkey's name. */
  account?: string;
  /** The user's amount above which payments are confirmed, when that is the reason. */
  confirmOver?: number;
};

/** A move to confirm: its subject (bound to everything that makes it this move) and what to show. */
export type Move = { parts: readonly string[]; summary: ConfirmSummary };

export const subjectOf = (parts: readonly string[]): string => createHash("sha256").update(parts.join("\0")).digest("base64url");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The confirmation id a request carries, when it looks like one. */
export function givenConfirmation(headers: Headers): string | null {
  const value = headers.get(CONFIRMATION_HEADER)?.trim() ?? "";
  return UUID.test(value) ? value.toLowerCase() : null;
}

const usable = (userId: string, id: string, subject: string) =>
  and(
    eq(confirmations.id, id),
    eq(confirmations.userId, userId),
    eq(confirmations.subject, subject),
    isNotNull(confirmations.confirmedAt),
    isNull(confirmations.usedAt),
    gt(confirmations.expiresAt, sql`now()`),
  );

/**
 * The answered confirmation `given` of this very move, to spend once the move is made; otherwise
 * a new one is asked for (askConfirmation). A confirmation already spent, expired, or of another
 * move asks anew.
 */
export async function requireConfirmation(db: Db, userId: string, given: string | null, move: Move): Promise<string> {
  if (given) {
    const [row] = await db.select({ id: confirmations.id }).from(confirmations).where(usable(userId, given, subjectOf(move.parts)));
    if (row) return row.id;
  }
  return askConfirmation(db, userId, move, given !== null);
}

/** Refuses the move with CONFIRMATION_REQUIRED (403), naming a new confirmation to answer. */
export async function askConfirmation(db: Db, userId: string, move: Move, stale: boolean): Promise<never> {
  // Expired ones are swept as new ones come, so a user's rows stay few.
  await db.delete(confirmations).where(and(eq(confirmations.userId, userId), lt(confirmations.expiresAt, sql`now()`)));
  const [ask] = await db
    .insert(confirmations)
    .values({
      userId,
      subject: subjectOf(move.parts),
      summary: move.summary,
      challenge: randomBytes(32).toString("base64url"),
      expiresAt: sql`now() + make_interval(secs => ${ANSWER_WITHIN_MS / 1000}::int)`,
    })
    .returning({ id: confirmations.id });
  throw new AppError(
    "CONFIRMATION_REQUIRED",
    stale ? "That confirmation is used, expired or for something else: confirm this one again." : "Confirm this with your passkey or password first.",
    { confirmationId: ask!.id, summary: move.summary },
  );
}

/**
 * Spends the confirmation in the transaction that makes the move: true once; false when it was
 * spent meanwhile (a concurrent request) or expired.
 */
export async function spendConfirmation(tx: Db, userId: string, id: string, move: Move): Promise<boolean> {
  const spent = await tx
    .update(confirmations)
    .set({ usedAt: sql`now()` })
    .where(usable(userId, id, subjectOf(move.parts)))
    .returning({ id: confirmations.id });
  return spent.length > 0;
}

/** Makes a confirmed move with its confirmation spent in the same transaction (or asks anew). */
export async function withConfirmation<T>(db: Db, userId: string, id: string, move: Move, make: (tx: Db) => Promise<T>): Promise<T> {
  const done = await db.transaction(async (tx) => {
    if (!(await spendConfirmation(tx as unknown as Db, userId, id, move))) return { spent: false as const };
    return { spent: true as const, value: await make(tx as unknown as Db) };
  });
  if (!done.spent) return askConfirmation(db, userId, move, true);
  return done.value;
}

export type ConfirmationView = {
  id: string;
  summary: ConfirmSummary;
  confirmed: boolean;
  expiresAt: string;
  /** Options for the browser's passkey prompt; null when the user has no passkey. */
  passkey: PublicKeyCredentialRequestOptionsJSON | null;
};

async function openAsk(userId: string, id: string) {
  if (!UUID.test(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(confirmations)
    .where(and(eq(confirmations.id, id), eq(confirmations.userId, userId), isNull(confirmations.usedAt), gt(confirmations.expiresAt, sql`now()`)));
  return row ?? null;
}

const gone = () => new AppError("NOT_FOUND", "This confirmation expired or was used. Try the payment again.");

/** A confirmation the user was asked for, with what its passkey prompt needs. */
export async function confirmationOf(userId: string, id: string): Promise<ConfirmationView> {
  const row = await openAsk(userId, id);
  if (!row) throw gone();
  return {
    id: row.id,
    summary: row.summary as ConfirmSummary,
    confirmed: row.confirmedAt !== null,
    expiresAt: row.expiresAt.toISOString(),
    passkey: row.confirmedAt ? null : await confirmOptions(userId, row.challenge),
  };
}

export type Proof = { password: string } | { passkey: AuthenticationResponseJSON };

/**
 * Answers a confirmation with a passkey of the user's (signing its challenge, the user verified on
 * the device) or their password. A wrong answer counts against CONFIRM_PER_USER; the answered
 * confirmation is usable for USE_WITHIN_MS.
 */
export async function answerConfirmation(user: User, id: string, proof: Proof): Promise<{ expiresAt: string }> {
  const row = await openAsk(user.id, id);
  if (!row || row.confirmedAt) throw gone();
  const charge = { limit: CONFIRM_PER_USER, subject: user.id };
  await consume(charge.limit, charge.subject);
  const method = "password" in proof ? "password" : "passkey";
  const right =
    "password" in proof
      ? (await authenticate(user.email, proof.password))?.id === user.id
      : (await checkPasskeyAnswer(proof.passkey, row.challenge, true)) === user.id;
  if (!right) {
    throw method === "password"
      ? new AppError("INVALID_INPUT", "The password is not right.", { password: ["wrong"] })
      : new AppError("INVALID_INPUT", "This passkey could not confirm it. Try again, or use your password.", { passkey: ["unverified"] });
  }
  await refund(charge);
  const db = await getDb();
  const [answered] = await db
    .update(confirmations)
    .set({ confirmedAt: sql`now()`, method, expiresAt: sql`now() + make_interval(secs => ${USE_WITHIN_MS / 1000}::int)` })
    .where(and(eq(confirmations.id, row.id), isNull(confirmations.confirmedAt)))
    .returning({ expiresAt: confirmations.expiresAt });
  if (!answered) throw gone();
  return { expiresAt: answered.expiresAt.toISOString() };
}
