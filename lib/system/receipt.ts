import "server-only";
import { accountNickname } from "@/lib/saved-accounts/nickname";
import type { User } from "@/lib/accounts/users";
import { operationDetail, type OperationReceiptDetail } from "@/lib/payments/read";

/**
 * One of the user's operations with what its receipt names besides: the holder and, for a confirmed
 * bill, the nickname of the saved account it paid (looked up once: a final operation is not polled).
 */
export async function operationForReceipt(user: User, id: string): Promise<OperationReceiptDetail> {
  const op = await operationDetail(user.id, id);
  const nickname = op.kind === "bill" && op.status === "confirmed" ? await accountNickname(user, op.companyCode, op.identifiers) : null;
  return { ...op, holder: user.name, nickname };
}
