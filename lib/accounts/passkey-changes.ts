import "server-only";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { passkeys } from "@/lib/platform/db/schema";
import { askConfirmation, requireConfirmation, spendConfirmation, withConfirmation, type Move } from "./confirmations";
import { ownPasskey, registrationOptions } from "./passkeys";
import type { User } from "./users";

// A passkey signs in on its own, so adding or removing one changes how the account is entered
// (OWASP ASVS 5.0 7.5.1): each is confirmed first, with the password or a passkey the user has
// (lib/accounts/confirmations.ts), so a stolen session can neither plant a way back in nor take
// the owner's away.

/** Registration options once adding a passkey is confirmed; the ceremony lasts its challenge's five minutes. */
export async function confirmedRegistrationOptions(user: User, given: string | null): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const db = await getDb();
  const move: Move = { parts: ["passkey-add"], summary: { move: "passkey", reasons: ["passkey_add"] } };
  const confirmed = await requireConfirmation(db, user.id, given, move);
  if (!(await spendConfirmation(db, user.id, confirmed, move))) await askConfirmation(db, user.id, move, true);
  return registrationOptions(user);
}

/** Removes one of the user's passkeys once that is confirmed; false when it is not theirs. */
export async function confirmedRemovePasskey(userId: string, id: string, given: string | null): Promise<boolean> {
  const own = await ownPasskey(userId, id);
  if (!own) return false;
  const db = await getDb();
  const move: Move = { parts: ["passkey-remove", own.id], summary: { move: "passkey", reasons: ["passkey_remove"], account: own.name } };
  const confirmed = await requireConfirmation(db, userId, given, move);
  const removed = await withConfirmation(db, userId, confirmed, move, (tx) =>
    tx.delete(passkeys).where(and(eq(passkeys.userId, userId), eq(passkeys.id, own.id))).returning({ id: passkeys.id }),
  );
  return removed.length > 0;
}
