import "server-only";
import { accountOf } from "./accounts";
import { savedAccountsOf } from "./saved";

type Paid = { companyCode: string; identifiers: { identifierName: string; identifierValue: string }[] };

/** Each operation with the nickname of the saved account it paid (same company and identifier). */
export async function withNicknames<T extends Paid>(userId: string, ops: T[]): Promise<(T & { nickname: string | null })[]> {
  const saved = ops.length ? await savedAccountsOf(userId) : [];
  return ops.map((op) => ({ ...op, nickname: accountOf(saved, op.companyCode, op.identifiers)?.nickname ?? null }));
}
