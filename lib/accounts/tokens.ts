import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/platform/db/client";
import { authTokens } from "@/lib/platform/db/schema";
import { TOKEN_TTL_MS, hashToken, looksLikeToken, newToken, tokenProblem, type TokenProblem, type TokenPurpose } from "./token-rules";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * A new token for the user, valid TOKEN_TTL_MS[purpose]; the user's older unused tokens of the
 * same purpose stop working (they read as expired), so only the newest mail's link opens.
 */
export async function issueToken(userId: string, purpose: TokenPurpose): Promise<string> {
  const token = newToken();
  const db = await getDb();
  const seconds = Math.round(TOKEN_TTL_MS[purpose] / 1000);
  await db.transaction(async (tx) => {
    await tx
      .update(authTokens)
      .set({ expiresAt: sql`least(${authTokens.expiresAt}, now())` })
      .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
    await tx.insert(authTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(secs => ${seconds}::int)`,
    });
  });
  return token;
}

/** Why the token cannot be spent now, or null when it can (a read only: nothing changes). */
export async function checkToken(token: string, purpose: TokenPurpose, db?: Db | Tx): Promise<TokenProblem | null> {
  if (!looksLikeToken(token)) return "invalid";
  const reader = db ?? (await getDb());
  const [row] = await reader
    .select({ expiresAt: authTokens.expiresAt, usedAt: authTokens.usedAt, now: sql<Date>`now()`.mapWith(authTokens.createdAt) })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.purpose, purpose)))
    .limit(1);
  // The database's clock decides, as it does when the token is spent.
  return tokenProblem(row, row?.now ?? new Date());
}

/**
 * Spends the token, once: one UPDATE that only matches an unused, unexpired token, so of two
 * requests racing with one link only one gets the user. Returns the user's id, or why not.
 */
export async function consumeToken(tx: Tx, token: string, purpose: TokenPurpose): Promise<{ userId: string } | { problem: TokenProblem }> {
  if (!looksLikeToken(token)) return { problem: "invalid" };
  const [spent] = await tx
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: authTokens.userId });
  if (spent) return spent;
  return { problem: (await checkToken(token, purpose, tx)) ?? "used" };
}
