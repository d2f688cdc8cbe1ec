"use client";

import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/states";
import { ApiError, fieldErrorsOf } from "@/lib/client/api";
import { Notice, type NoticeIcon } from "./notice";
import { RecentPaymentNotice, recentPaymentIn } from "./recent-payment-notice";

/** The provider's refusals we can name; everything else falls back to the shared error state. */
const KNOWN: Record<string, { key: string; icon: NoticeIcon; retry: boolean }> = {
  NOT_FOUND: { key: "noDebt", icon: "info", retry: false },
  CONFLICT: { key: "alreadyPaid", icon: "done", retry: false },
  DEBT_EXPIRED: { key: "expired", icon: "stop", retry: false },
  PROVIDER_UNAVAILABLE: { key: "unavailable", icon: "warning", retry: true },
  PROVIDER_TIMEOUT: { key: "slow", icon: "warning", retry: true },
  RATE_LIMITED: { key: "rateLimited", icon: "warning", retry: true },
};

/** Why the debt query gave no debts, in words a person can act on, with a retry when it may help. */
export function DebtQueryError({ error, companyName, onRetry }: { error: unknown; companyName: string; onRetry: () => void }) {
  const t = useTranslations("pay.debtErrors");
  if (!(error instanceof ApiError)) return <ErrorState error={error} onRetry={onRetry} />;

  if (error.code === "INVALID_INPUT") {
    const fields = Object.keys(fieldErrorsOf(error));
    // Field problems are already shown under their fields; only say what has no field of its own.
    if (fields.some((f) => f.startsWith("queryData."))) return null;
    return <Notice icon="warning" text={t(fields.includes("modalityId") ? "modality" : "invalid")} />;
  }

  // Nothing pending because the user paid it here: say which payment, not "it may take a while".
  const recent = error.code === "NOT_FOUND" ? recentPaymentIn(error) : null;
  if (recent) return <RecentPaymentNotice payment={recent} companyName={companyName} />;

  const known = KNOWN[error.code];
  if (!known) return <ErrorState error={error} onRetry={onRetry} />;
  return (
    <Notice icon={known.icon} text={t(known.key, { company: companyName })} hint={t(`${known.key}Hint`, { company: companyName })}>
      {known.retry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t("retry")}
        </Button>
      ) : null}
    </Notice>
  );
}
