"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";
import { ErrorState } from "@/components/ui/states";
import { useApiErrorText } from "@/components/ui/use-reason-text";
import { ApiError } from "@/lib/client/api";

/** A refused top-up or gift card in the user's words: our own text for known codes and the provider's known refusals. */
export function PurchaseError({ error, limitMessage }: { error: unknown; limitMessage: string }) {
  const t = useTranslations("purchase.errors");
  const common = useTranslations("common.errors");
  const errorText = useApiErrorText();
  if (!error) return null;
  let message = common("generic");
  let operationId: string | undefined;
  if (error instanceof ApiError) {
    operationId = typeof error.details?.operationId === "string" ? error.details.operationId : undefined;
    if (error.code === "NETWORK") message = t("network");
    else if (error.status === 401) message = common("session");
    else if (error.code === "RATE_LIMITED") message = limitMessage;
    else if (error.code === "IDEMPOTENCY_KEY_REUSED") message = t("reused");
    // The float's refusal is a 503 with words of its own: nothing was charged, try later.
    else if (error.status >= 500 && error.code !== "FLOAT_SHORT") message = t("unavailable");
    else message = errorText(error);
  }
  return (
    <ErrorState message={message}>
      {operationId ? (
        <Link href={`/operations/${encodeURIComponent(operationId)}`} className="font-semibold underline">
          {t("seeOperation")}
        </Link>
      ) : null}
    </ErrorState>
  );
}
