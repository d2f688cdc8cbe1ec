// The rules of the single-use tokens mailed for a password reset or an email verification: what a
// token is, what is stored of it, how long it lives, and why one is refused. Pure, so unit tests
// hold them; lib/accounts/tokens.ts applies them to the database.
import { createHash, randomBytes } from "node:crypto";

export type TokenPurpose = "password_reset" | "email_verification";

/** How long a mailed link works: a reset is short (it opens the account), a verification is not. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  password_reset: 30 * 60_000,
  email_verification: 48 * 60 * 60_000,
};

/** 32 random bytes as base64url: 43 characters, 256 bits, nothing to guess. */
export const newToken = (): string => randomBytes(32).toString("base64url");

/** What the database keeps: the token's SHA-256 in hex. A copy of the table opens nothing. */
export const hashToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");

/** The shape of a token newToken() makes; anything else is refused without a database read. */
export const looksLikeToken = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);

/** Why a token is refused, as the pages translate it (details.token: [problem]). */
export type TokenProblem = "invalid" | "expired" | "used";

/**
 * Why a stored token (or none) cannot be spent now, or null when it can. A spent token says
 * "used" even once expired (the person already used it); a voided one (the user asked again)
 * reads as expired.
 */
export function tokenProblem(row: { expiresAt: Date; usedAt: Date | null } | undefined, now: Date): TokenProblem | null {
  if (!row) return "invalid";
  if (row.usedAt) return "used";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return null;
}
