"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";
import { Button, buttonClass } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/states";
import { ApiError } from "@/lib/client/api";
import { Notice } from "./notice";

type Props = { error: unknown; onRetry: () => void; onEdit: () => void; onRequery: () => void };

/** Why the payment was refused, and the one thing that helps: see it, query again, change it, or retry. */
export function PaymentError({ error, onRetry, onEdit, onRequery }: Props) {
  const t = useTranslations("pay.payErrors");
  const reasons = useTranslations("common.reasons");
  if (!(error instanceof ApiError) || error.code === "NETWORK") {
    // Same Idempotency-Key on retry: if the first request did reach us, it is not paid twice.
    return <ErrorState error={error} onRetry={onRetry} />;
  }
  const requery = (
    <Button variant="secondary" onClick={onRequery}>
      {t("requery")}
    </Button>
  );

  switch (error.code) {
    case "CONFLICT":
    case "PAYMENT_IN_FLIGHT": {
      const operationId = typeof error.details?.operationId === "string" ? error.details.operationId : null;
      if (!operationId) return <Notice icon="done" text={t("alreadyPaid")}>{requery}</Notice>;
      return (
        <Notice icon="info" text={t("hasPayment")} hint={t("hasPaymentHint")}>
          <Link href={`/operations/${encodeURIComponent(operationId)}`} className={buttonClass("secondary")}>
            {t("seePayment")}
          </Link>
        </Notice>
      );
    }
    case "DUPLICATE_PAYMENT":
      return <Notice icon="warning" text={t("duplicate")} />;
    case "DEBT_EXPIRED":
    case "NOT_FOUND":
      return <Notice icon="stop" text={t("stale")}>{requery}</Notice>;
    case "INVALID_INPUT":
    case "IDEMPOTENCY_KEY_REUSED":
      return (
        <Notice icon="warning" text={t(error.code === "INVALID_INPUT" ? "invalid" : "restart")}>
          <Button variant="secondary" onClick={onEdit}>
            {t("edit")}
          </Button>
        </Notice>
      );
    case "FLOAT_SHORT": {
      // Refused before the provider: nothing was sent, so trying again later is safe.
      const currency = typeof error.details?.currency === "string" ? error.details.currency : "";
      return (
        <Notice icon="warning" text={reasons("floatShort", { currency })}>
          <Button variant="secondary" onClick={onRetry}>
            {t("retry")}
          </Button>
        </Notice>
      );
    }
    case "PROVIDER_UNAVAILABLE":
    case "PROVIDER_TIMEOUT":
    case "RATE_LIMITED":
    case "INTERNAL":
      return (
        <Notice icon="warning" text={t("unavailable")} hint={t("unavailableHint")}>
          <Button variant="secondary" onClick={onRetry}>
            {t("retry")}
          </Button>
        </Notice>
      );
    default:
      return <ErrorState error={error} onRetry={onRetry} />;
  }
}
