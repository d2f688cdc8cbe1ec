import "server-only";
import type { OperationDetail } from "@/lib/client/operation-filters";
import { getTranslations } from "@/lib/platform/i18n/server";
import { reasonMessageKey } from "@/lib/rules/reasons";

/** An operation's reason in the user's language, from its code; never the provider's own text. */
export async function reasonText(op: Pick<OperationDetail, "statusReasonCode" | "status" | "currency">): Promise<string | null> {
  const t = await getTranslations("common.reasons");
  const key = reasonMessageKey(op.statusReasonCode, op.status);
  return key ? t(key as Parameters<typeof t>[0], { currency: op.currency }) : null;
}
