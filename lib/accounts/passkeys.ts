import "server-only";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, asc, eq, sql } from "drizzle-orm";
import { headers } from "next/headers";
import { getDb } from "@/lib/platform/db/client";
import { passkeys } from "@/lib/platform/db/schema";
import { env } from "@/lib/platform/env";
import { AppError } from "@/lib/platform/http/errors";
import { log } from "@/lib/platform/log";
import { takeChallenge, keepChallenge } from "./passkey-challenge";
import type { Locale } from "@/lib/platform/i18n/config";
import { knownDeviceFor, rememberDevice } from "./device";
import { tellOfNewDevice } from "./new-device";
import { startSession } from "./session";
import { findUserById, isEmailVerified, type User } from "./users";

// Passkeys (docs/accounts.md): WebAuthn credentials, made and used with @simplewebauthn/server. The
// relying party is APP_URL's host (never an IP address: WebAuthn refuses those), the origin
// APP_URL's. Each ceremony's challenge lives in a sealed, httpOnly cookie for five minutes and is
// spent by the answer that uses it. Passkeys are discoverable (the sign-in page asks for none by
// name, and the browser offers the ones it has for this site), and user verification is asked for.

const RP_NAME = "Saldo";
const relyingParty = () => {
  const url = new URL(env.APP_URL);
  return { rpID: url.hostname, origin: url.origin };
};

export type PasskeyView = { id: string; name: string; deviceType: string; backedUp: boolean; userAgent: string; createdAt: string; lastUsedAt: string | null };

export async function passkeysOf(userId: string): Promise<PasskeyView[]> {
  const db = await getDb();
  const rows = await db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    deviceType: p.deviceType,
    backedUp: p.backedUp,
    userAgent: p.userAgent,
    createdAt: p.createdAt.toISOString(),
    lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
  }));
}

/** The options a browser needs to make a passkey for the user (none it already has for this site). */
export async function registrationOptions(user: User): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const db = await getDb();
  const existing = await db.select({ credentialId: passkeys.credentialId, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, user.id));
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty().rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  await keepChallenge({ challenge: options.challenge, purpose: "register", userId: user.id });
  return options;
}

/** Checks the browser's new passkey against the challenge this user was given, and keeps it. */
export async function addPasskey(user: User, response: RegistrationResponseJSON, name: string): Promise<PasskeyView> {
  const challenge = await takeChallenge("register", user.id);
  const { rpID, origin } = relyingParty();
  let verification;
  try {
    verification = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: origin, expectedRPID: rpID });
  } catch (error) {
    log.info({ err: error }, "passkeys: a registration did not verify");
    throw new AppError("INVALID_INPUT", "This passkey could not be checked. Try again.", { passkey: ["unverified"] });
  }
  if (!verification.verified) throw new AppError("INVALID_INPUT", "This passkey could not be checked. Try again.", { passkey: ["unverified"] });
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const db = await getDb();
  const [row] = await db
    .insert(passkeys)
    .values({
      userId: user.id,
      credentialId: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      name,
      userAgent: ((await headers()).get("user-agent") ?? "").slice(0, 512),
    })
    .onConflictDoNothing()
    .returning({ id: passkeys.id });
  if (!row) throw new AppError("CONFLICT", "This passkey is already saved.");
  return (await passkeysOf(user.id)).find((p) => p.id === row.id)!;
}

/** The user's passkey `id`, or null when it is not theirs. */
export async function ownPasskey(userId: string, id: string): Promise<{ id: string; name: string } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const db = await getDb();
  const [own] = await db.select({ id: passkeys.id, name: passkeys.name }).from(passkeys).where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)));
  return own ?? null;
}

/** The options a browser needs to sign in with any passkey it has for this site. */
export async function signInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({ rpID: relyingParty().rpID, userVerification: "preferred" });
  await keepChallenge({ challenge: options.challenge, purpose: "sign-in", userId: null });
  return options;
}

const refused = () => new AppError("UNAUTHENTICATED", "This passkey could not sign you in.");

/**
 * Checks a passkey's answer to `challenge`: the id of the user whose passkey signed it, or null.
 * A good answer keeps the passkey's counter and its last use.
 */
export async function checkPasskeyAnswer(response: AuthenticationResponseJSON, challenge: string, requireUserVerification = false): Promise<string | null> {
  const db = await getDb();
  const [stored] = await db.select().from(passkeys).where(eq(passkeys.credentialId, response.id)).limit(1);
  if (!stored) return null;
  const { rpID, origin } = relyingParty();
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification,
      credential: { id: stored.credentialId, publicKey: new Uint8Array(stored.publicKey), counter: stored.counter, transports: stored.transports as AuthenticatorTransport[] },
    });
  } catch (error) {
    log.info({ err: error }, "passkeys: an answer did not verify");
    return null;
  }
  if (!verification.verified) return null;
  await db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
    .where(eq(passkeys.id, stored.id));
  return stored.userId;
}

/**
 * Signs in with a passkey's answer to this browser's challenge: a new session for its owner. A
 * device this account never signed in from (a synced passkey on a new phone) is told of by mail,
 * with a link that ends the session, as a password sign-in is.
 */
export async function signInWithPasskey(response: AuthenticationResponseJSON, address: string | null, locale: Locale): Promise<User> {
  const challenge = await takeChallenge("sign-in", null);
  const userId = await checkPasskeyAnswer(response, challenge);
  const user = userId ? await findUserById(userId) : null;
  if (!user) throw refused();
  const device = await knownDeviceFor(user.email);
  await rememberDevice(user.email);
  const alert = !device && (await isEmailVerified(user.id));
  const session = await startSession(user.id, address, { endLink: alert });
  if (session.endToken) tellOfNewDevice(user, { endToken: session.endToken, address, locale });
  return user;
}

/**
 * The options to confirm a move with one of the user's passkeys, signing `challenge` (base64url):
 * only their passkeys are offered, and the device must check it is them (a PIN, a fingerprint).
 */
export async function confirmOptions(userId: string, challenge: string): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const db = await getDb();
  const own = await db.select({ credentialId: passkeys.credentialId, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, userId));
  if (own.length === 0) return null;
  return generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    challenge: new Uint8Array(Buffer.from(challenge, "base64url")),
    allowCredentials: own.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransport[] })),
    userVerification: "required",
  });
}
