import "server-only";
import { and, eq } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/lib/platform/db/client";
import { savedAccounts } from "@/lib/platform/db/schema";
import { AppError } from "@/lib/platform/http/errors";
import type { User } from "@/lib/accounts/users";
import type { SavedAccountRef } from "./accounts";

// Which of the provider's reminders the user saved as "Mis cuentas", with their nicknames.

/** `queryData`: the account's own fields as last sent (empty for an account saved before they were kept). */
export type SavedAccount = SavedAccountRef & { modalityId: string; queryData: { identifierName: string; identifierValue: string }[] };

/**
 * The user's saved accounts. Read once per page render (React cache): the home's blocks each ask
 * for them. Route handlers are not a render, so there every call reads (and sees a change just made).
 */
export const savedAccountsOf = cache(async (userId: string): Promise<SavedAccount[]> => {
  const db = await getDb();
  return db
    .select({
      agendaId: savedAccounts.agendaId,
      companyCode: savedAccounts.companyCode,
      modalityId: savedAccounts.modalityId,
      identifier: savedAccounts.identifier,
      nickname: savedAccounts.nickname,
      queryData: savedAccounts.queryData,
    })
    .from(savedAccounts)
    .where(eq(savedAccounts.userId, userId));
});

export async function rememberSaved(userId: string, account: SavedAccount): Promise<void> {
  const db = await getDb();
  await db
    .insert(savedAccounts)
    .values({ userId, ...account })
    .onConflictDoUpdate({ target: [savedAccounts.userId, savedAccounts.agendaId], set: { nickname: account.nickname, queryData: account.queryData } });
}

export async function renameSaved(userId: string, agendaId: string, nickname: string | null): Promise<void> {
  const db = await getDb();
  await db
    .update(savedAccounts)
    .set({ nickname })
    .where(and(eq(savedAccounts.userId, userId), eq(savedAccounts.agendaId, agendaId)));
}

export async function forgetSaved(userId: string, agendaId: string): Promise<void> {
  const db = await getDb();
  await db.delete(savedAccounts).where(and(eq(savedAccounts.userId, userId), eq(savedAccounts.agendaId, agendaId)));
}

export const notYours = () => new AppError("NOT_FOUND", "No saved account with that id.");

/** The provider builds agendaIds as `{externalClientId}#{modalityId}#{identifier}`. */
const ownsAdhesion = (user: User, agendaId: string) => agendaId.startsWith(`${user.id}#`);

/** Passes only for an account the user saved in Saldo; anyone else's is simply not found. */
export async function ownSaved(user: User, agendaId: string): Promise<void> {
  if (!ownsAdhesion(user, agendaId)) throw notYours();
  if (!(await savedAccountsOf(user.id)).some((a) => a.agendaId === agendaId)) throw notYours();
}
