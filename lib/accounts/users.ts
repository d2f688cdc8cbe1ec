import "server-only";
import { eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/platform/http/errors";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "@/lib/accounts/password";
import { databaseKind, getDb, type Db } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { users } from "@/lib/platform/db/schema";
import { DEFAULT_COUNTRY, isCountry, type Country } from "@/lib/rules/country";
import { ReadBatch } from "./read-batch";
import { hearingAccountChanges } from "./account-changes";
import { ReadThroughMemo } from "./user-memo";

export type User = { id: string; email: string; name: string; country: Country; createdAt: Date };

const publicColumns = { id: users.id, email: users.email, name: users.name, country: users.country, createdAt: users.createdAt };

/** A stored country the app no longer knows reads as the default rather than breaking the catalogue. */
const withCountry = <T extends { country: string }>(row: T): T & { country: Country } => ({
  ...row,
  country: isCountry(row.country) ? row.country : DEFAULT_COUNTRY,
});

type SessionUserRow = User & { sessionVersion: number };

// Signed-in users read lately (user-memo.ts): every write to a user below forgets its copy, and on
// PostgreSQL so does the announcement of a change made by any instance (account-changes.ts). There a
// copy lives 5 s at most, which bounds how long a change could go unheard on a connection that died
// without either side knowing (it is checked every 30 s). Per process, on globalThis, as Next.js
// may load this module more than once.
const holder = globalThis as typeof globalThis & { __saldoUserMemo?: ReadThroughMemo<SessionUserRow> };
const userMemo = (holder.__saldoUserMemo ??= new ReadThroughMemo<SessionUserRow>(4_000, env.DATABASE_URL ? 5_000 : 60_000));

/** Runs a write to user `id`, then forgets the copy kept of it (even when the write failed). */
async function writingUser<T>(id: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    userMemo.forget(id);
  }
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * A new account. The password is hashed before the insert, so a taken email costs the same time
 * as a free one; the unique index decides between two sign-ups racing for one email.
 */
export async function createUser(input: { email: string; password: string; name: string; country: Country }): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  const [user] = await db
    .insert(users)
    .values({ email: normalizeEmail(input.email), name: input.name.trim(), country: input.country, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning(publicColumns);
  if (!user) throw new AppError("EMAIL_TAKEN", "An account with this email already exists. Sign in instead.");
  return withCountry(user);
}

/** Changes what the profile page edits (name, country); the email is the sign-in and stays. */
export async function updateProfile(id: string, input: { name?: string; country?: Country }): Promise<User> {
  const db = await getDb();
  const [user] = await writingUser(id, () =>
    db
      .update(users)
      .set({ ...(input.name !== undefined && { name: input.name.trim() }), ...(input.country && { country: input.country }), updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning(publicColumns),
  );
  if (!user) throw new AppError("UNAUTHENTICATED", "Sign in to continue.");
  return withCountry(user);
}

/**
 * The user whose email and password these are, or null. Exactly one password check runs either
 * way (against a dummy hash for an unknown email), so the answer time does not tell whether the
 * account exists.
 */
export async function authenticate(email: string, password: string): Promise<User | null> {
  const db = await getDb();
  const [row] = await db
    .select({ ...publicColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  if (!row) {
    await verifyAgainstDummy(password);
    return null;
  }
  const { passwordHash, ...stored } = row;
  const user = withCountry(stored);
  if (!(await verifyPassword(passwordHash, password))) return null;
  if (needsRehash(passwordHash)) {
    // Parameters were raised since this hash was made: upgrade it while the password is at hand.
    const passwordHash = await hashPassword(password);
    await writingUser(user.id, () => db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id)));
  }
  return user;
}

/** The version a session must carry to be valid; null when the user no longer exists. */
export async function sessionVersionOf(id: string): Promise<number | null> {
  const db = await getDb();
  const [row] = await db.select({ v: users.sessionVersion }).from(users).where(eq(users.id, id)).limit(1);
  return row?.v ?? null;
}

/**
 * The user with the session version a live session must carry: what every signed-in request needs,
 * as fresh as a read from the database after the request asked, so a sign-out anywhere (which
 * raises the version) counts from the next request. A copy read lately answers where it is known
 * to be that fresh: on the embedded database (every write here forgets it), and on PostgreSQL
 * while this instance hears every change to users (on another instance, a sign-out counts once
 * its announcement arrives, milliseconds after it commits). Otherwise the users asked for in one
 * turn of the event loop are read together (read-batch.ts).
 */
export async function findUserWithSessionVersion(id: string): Promise<SessionUserRow | null> {
  // Ids come from sealed cookies, which only this app makes; anything else has no user.
  if (!UUID.test(id)) return null;
  const key = id.toLowerCase();
  const db = await getDb();
  if ((await databaseKind()) === "pglite") {
    return userMemo.read(key, Date.now(), async () => (await sessionUsers(db).load([key])).get(key) ?? null);
  }
  if (!hearingAccountChanges("user", userMemo)) return sessionUsers(db).read(key);
  return userMemo.read(key, Date.now(), () => sessionUsers(db).read(key));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Built and prepared once per database handle (a named statement on PostgreSQL: parsed and
// planned once per connection), as it runs on every signed-in request.
const prepareSessionUsers = (db: Db) =>
  db
    .select({ ...publicColumns, sessionVersion: users.sessionVersion })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder("ids")}::uuid[])`)
    .prepare("saldo_session_users");

type SessionUsers = { load(ids: string[]): Promise<Map<string, SessionUserRow>>; read(id: string): Promise<SessionUserRow | null> };
const sessionUsersOf = new WeakMap<Db, SessionUsers>();

function sessionUsers(db: Db): SessionUsers {
  let found = sessionUsersOf.get(db);
  if (!found) {
    const query = prepareSessionUsers(db);
    const load = async (ids: string[]) => new Map((await query.execute({ ids })).map((row) => [row.id, withCountry(row)]));
    const batch = new ReadBatch(load);
    sessionUsersOf.set(db, (found = { load, read: (id) => batch.read(id) }));
  }
  return found;
}

/** Invalidates every session cookie issued to the user so far (they are stateless, so this is how). */
export async function revokeSessions(id: string): Promise<void> {
  const db = await getDb();
  await writingUser(id, () => db.update(users).set({ sessionVersion: sql`${users.sessionVersion} + 1` }).where(eq(users.id, id)));
}

/** The account with this email (as typed, normalised), or null. */
export async function findUserByEmail(email: string): Promise<User | null> {
  const db = await getDb();
  const [row] = await db.select(publicColumns).from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
  return row ? withCountry(row) : null;
}

export async function findUserById(id: string): Promise<User | null> {
  const db = await getDb();
  const [row] = await db.select(publicColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ? withCountry(row) : null;
}

/** Whether the user proved they read mail at their address. */
export async function isEmailVerified(id: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, id)).limit(1);
  return Boolean(row?.at);
}

/** Records that the user read mail at their address (the first time counts; later ones change nothing). */
export async function markEmailVerified(tx: Tx, id: string): Promise<void> {
  await writingUser(id, () =>
    tx.update(users).set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` }).where(eq(users.id, id)),
  );
}

/**
 * A password set through a reset link: the new hash, every session revoked (the version rises, so
 * a cookie kept anywhere dies at its next request), and the address verified (the link reached it).
 */
export async function setPasswordFromReset(tx: Tx, id: string, passwordHash: string): Promise<void> {
  await writingUser(id, () =>
    tx
      .update(users)
      .set({
        passwordHash,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, id)),
  );
}

/**
 * Empties the row of a user who closed their account (lib/system/your-data/close.ts), in the
 * caller's transaction: the address becomes a placeholder (so it may sign up anew) and is kept only
 * as `closedEmailHash`; name and password go; the version rises, ending every session.
 */
export async function emptyClosedUser(tx: Tx, id: string, closedEmailHash: string): Promise<void> {
  await writingUser(id, () =>
    tx
      .update(users)
      .set({
        email: `closed-${id}@closed.invalid`,
        name: "",
        passwordHash: "!closed",
        emailVerifiedAt: null,
        closedAt: sql`now()`,
        closedEmailHash,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, id)),
  );
}

/** A new password chosen from Perfil (the old one checked by the caller); sessions are left as they are. */
export async function setPassword(id: string, passwordHash: string): Promise<void> {
  const db = await getDb();
  await writingUser(id, () => db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, id)));
}
