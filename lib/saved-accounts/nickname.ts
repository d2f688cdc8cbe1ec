import "server-only";
import type { User } from "@/lib/accounts/users";
import { log, safeError } from "@/lib/platform/log";
import { listAdhesions } from "./adhesions";

/**
 * The name the user gave the saved account a payment went to (the agenda adhesion's alias for that
 * company and identifier), or null. A receipt never fails for want of it.
 */
export async function accountNickname(
  user: User,
  companyCode: string,
  identifiers: readonly { identifierValue: string }[],
): Promise<string | null> {
  try {
    const adhesions = await listAdhesions(user, { all: true, notifications: false });
    const account = adhesions.find(
      (a) => a.companyCode === companyCode && a.alias?.trim() && identifiers.some((i) => i.identifierValue === a.serviceIdentifier),
    );
    return account?.alias?.trim() ?? null;
  } catch (error) {
    log.warn({ error: safeError(error), companyCode }, "receipt: could not read the account's nickname");
    return null;
  }
}
