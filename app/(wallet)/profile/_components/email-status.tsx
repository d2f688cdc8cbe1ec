"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { ApiError, apiFetch } from "@/lib/client/api";

/** "Email not verified · Send the link again", or that it is verified. */
export function EmailStatus({ verified }: { verified: boolean }) {
  const t = useTranslations("profile");
  const te = useTranslations("auth.errors");
  const [state, setState] = useState<"idle" | "busy" | "sent" | "failed" | "limited">("idle");
  const [minutes, setMinutes] = useState(1);

  if (verified) return <p className="mt-1 text-sm font-medium text-green-800 dark:text-green-300">{t("fields.emailVerified")}</p>;

  const resend = async () => {
    setState("busy");
    try {
      await apiFetch("/api/auth/verify-email/resend", { method: "POST" });
      setState("sent");
    } catch (error) {
      if (error instanceof ApiError && error.code === "RATE_LIMITED") {
        setMinutes(Math.max(1, Math.ceil(Number(error.details?.retryAfterSeconds ?? 60) / 60)));
        setState("limited");
      } else setState("failed");
    }
  };

  return (
    <div className="mt-1 space-y-1">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-amber-800 dark:text-amber-300">{t("fields.emailUnverified")}</span>
        <span aria-hidden>·</span>
        <Button variant="ghost" className="min-h-0 px-2 py-1" busy={state === "busy"} disabled={state === "sent"} onClick={() => void resend()}>
          {t("fields.resend")}
        </Button>
      </p>
      <p role="status" className="text-sm">
        {state === "sent" ? t("fields.resent") : state === "failed" ? t("fields.resendFailed") : state === "limited" ? te("rateLimited", { minutes }) : ""}
      </p>
    </div>
  );
}
