// Who signs in (lib/accounts): users, the tokens mailed to them, and the rate limits on signing in.
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bytes, timestamps } from "./columns";

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored lower-cased and trimmed. */
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  passwordHash: text("password_hash").notNull(),
  /** Whose catalogue the user sees (lib/rules/country.ts): "AR", "MX", "CL", "CO" or "PE". */
  country: text("country").notNull().default("AR"),
  /** Sessions carry the version they were issued under; sign-out increments it, revoking them all. */
  sessionVersion: integer("session_version").notNull().default(0),
  /** When the user proved they read mail at this address (a verification or reset link); null until then. */
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  /**
   * When the user closed the account (lib/system/your-data/close.ts): the row stays, emptied, for
   * the operations kept; `email` is then a placeholder and the address only a keyed hash.
   */
  closedAt: timestamp("closed_at", { withTimezone: true }),
  closedEmailHash: text("closed_email_hash"),
  ...timestamps,
}, (t) => [index("users_closed_email_idx").on(t.closedEmailHash).where(sql`${t.closedEmailHash} is not null`)]);

export const authTokenPurpose = pgEnum("auth_token_purpose", ["password_reset", "email_verification"]);

/**
 * Single-use tokens mailed to a user (lib/accounts/tokens.ts). Only the SHA-256 of a token is kept, so
 * a copy of this table opens nothing; a token is spent by setting used_at, once.
 */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    purpose: authTokenPurpose("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("auth_tokens_hash_idx").on(t.tokenHash),
    // Asking again voids the user's older unused tokens of that purpose.
    index("auth_tokens_user_idx").on(t.userId, t.purpose).where(sql`${t.usedAt} is null`),
  ],
);

/** Fixed-window counters for rate limits, shared by every instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

/**
 * Where a user is signed in (lib/accounts/sessions.ts): one row per sign-in, which the cookie names
 * by id. Ending one sets ended_at, which every instance hears (the sessions_changed trigger).
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** The user's session version when it began: a password reset raises it, ending them all. */
    version: integer("version").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Written at most every few minutes (session-policy.ts's TOUCH_MS). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** Why it ended: signed_out, ended_by_user, ended_from_mail, password_reset, expired. */
    endedReason: text("ended_reason"),
    /** As the browser sent it at sign-in, cut to 512 characters. */
    userAgent: text("user_agent").notNull().default(""),
    /** The client's address at sign-in, as lib/platform/http/client-address.ts reads it. */
    address: text("address"),
    /** The SHA-256 of the token in the new-device mail's link, which ends this session once. */
    endTokenHash: text("end_token_hash"),
  },
  (t) => [
    index("sessions_user_idx").on(t.userId).where(sql`${t.endedAt} is null`),
    uniqueIndex("sessions_end_token_idx").on(t.endTokenHash),
  ],
);

/**
 * "Descargar mis datos" (lib/system/your-data): a ZIP of everything Saldo keeps of the user, made by
 * the `data.export` job, downloadable by its owner, signed in, until expires_at; the file is
 * removed by retention after that.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** preparing, ready or failed. */
    state: text("state").notNull().default("preparing"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    file: bytes("file"),
    fileSize: integer("file_size"),
  },
  (t) => [index("data_exports_user_idx").on(t.userId, t.createdAt)],
);

/**
 * A user's passkeys (lib/accounts/passkeys.ts): WebAuthn credentials made on their devices, each
 * signing in on its own. The public key only: the private one never leaves the device.
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** The credential's id, base64url, as the authenticator gave it. */
    credentialId: text("credential_id").notNull(),
    publicKey: bytes("public_key").notNull(),
    /** The authenticator's signature counter (0 for most passkeys, which do not count). */
    counter: integer("counter").notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** singleDevice or multiDevice (synced). */
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull().default(false),
    /** The user's name for it. */
    name: text("name").notNull(),
    /** The browser that made it, as its User-Agent said. */
    userAgent: text("user_agent").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("passkeys_credential_idx").on(t.credentialId), index("passkeys_user_idx").on(t.userId)],
);
