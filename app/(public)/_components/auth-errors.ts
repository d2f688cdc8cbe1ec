"use client";

import { useTranslations } from "use-intl";
import { ApiError } from "@/lib/client/api";
import { PASSWORD_MAX, PASSWORD_MIN } from "@/lib/accounts/limits";

export type AuthField = "name" | "email" | "password";

/**
 * The shared schemas speak English; the forms show the user's language. A field's message is
 * chosen from the field and the kind of problem (zod's issue code), never from the English text.
 */
export function useAuthErrors() {
  const t = useTranslations("auth.errors");

  const fieldMessage = (field: AuthField, type?: string): string => {
    if (field === "name") return type === "too_big" ? t("nameTooLong") : t("nameRequired");
    if (field === "email") return t("emailInvalid");
    if (type === "too_big") return t("passwordTooLong", { max: PASSWORD_MAX });
    return type === "too_small" ? t("passwordTooShort", { min: PASSWORD_MIN }) : t("passwordRequired");
  };

  /** Where a refused request's message goes: under a field, or above the button for the form. */
  const serverError = (error: unknown, mode: "sign-in" | "sign-up"): { field?: AuthField; message: string } => {
    if (!(error instanceof ApiError)) return { message: t("generic") };
    if (error.code === "RATE_LIMITED") {
      const seconds = Number(error.details?.retryAfterSeconds ?? 60);
      return { message: t("rateLimited", { minutes: Math.max(1, Math.ceil(seconds / 60)) }) };
    }
    if (error.code === "EMAIL_TAKEN") return { field: "email", message: t("emailTaken") };
    if (error.code === "ACCOUNT_CLOSED") return { message: t("accountClosed") };
    if (error.status === 401 && mode === "sign-in") return { message: t("wrongCredentials") };
    if (error.status === 400 && error.details) {
      const field = (["email", "password", "name"] as const).find((f) => f in (error.details ?? {}));
      if (field) return { field, message: fieldMessage(field, mode === "sign-up" && field === "password" ? "too_small" : undefined) };
    }
    return { message: t("generic") };
  };

  /** The text under a field: the server's (already translated) or one chosen from zod's issue code. */
  const errorText = (field: AuthField, error?: { type?: string | number; message?: string }): string | undefined => {
    if (!error) return undefined;
    if (error.type === "server" && error.message) return error.message;
    return fieldMessage(field, String(error.type ?? ""));
  };

  return { errorText, serverError };
}
