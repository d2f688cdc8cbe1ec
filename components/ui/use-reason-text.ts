"use client";

import { useTranslations } from "use-intl";
import { ApiError } from "@/lib/client/api";
import { REASON, knownReasonKey, reasonMessageKey, type ReasonStatus } from "@/lib/rules/reasons";

/**
 * An operation's reason in the user's language, from its code; never the provider's own text.
 * `currency` is the operation's: some reasons name it (the provider's float).
 */
export function useReasonText() {
  const t = useTranslations("common.reasons");
  return (code: string | null | undefined, status: ReasonStatus, currency = ""): string | null => {
    const key = reasonMessageKey(code, status);
    return key ? t(key, { currency }) : null;
  };
}

/**
 * A refused request in the user's language, chosen by its codes: the BFF's `message` is English
 * (for logs and API clients) and the provider's is whatever it wrote, so neither is shown.
 */
export function useApiErrorText() {
  const t = useTranslations("common");
  return (error: unknown, fallback?: string): string => {
    if (!(error instanceof ApiError)) return fallback ?? t("states.error");
    if (error.code === "NETWORK") return t("errors.network");
    if (error.status === 401) return t("errors.session");
    const providerCode = typeof error.details?.providerCode === "string" ? error.details.providerCode : null;
    const currency = typeof error.details?.currency === "string" ? error.details.currency : "";
    // The provider's refusals by its code; the float's refusal by the BFF's own.
    const key = knownReasonKey(providerCode) ?? (error.code === REASON.FLOAT_SHORT ? knownReasonKey(error.code) : null);
    if (key) return t(`reasons.${key}`, { currency });
    return fallback ?? t("errors.generic");
  };
}
