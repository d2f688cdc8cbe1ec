"use client";

import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";
import { useAuthErrors } from "../../_components/auth-errors";
import { FormAlert } from "../../_components/form-alert";
import { linkProblemOf, type LinkProblem } from "../../_components/link-problem";

/** One press spends the link; the result replaces the button. */
export function VerifyButton({ token }: { token: string }) {
  const t = useTranslations("auth");
  const { serverError } = useAuthErrors();
  const [state, setState] = useState<"idle" | "busy" | "done">("idle");
  const [problem, setProblem] = useState<LinkProblem | null>(token ? null : "invalid");
  const [formError, setFormError] = useState<string | null>(null);

  const verify = async () => {
    setState("busy");
    setFormError(null);
    try {
      await apiFetch("/api/auth/verify-email", { method: "POST", body: { token } });
      setState("done");
    } catch (error) {
      const dead = linkProblemOf(error);
      if (dead) setProblem(dead);
      else setFormError(serverError(error, "sign-in").message);
      setState("idle");
    }
  };

  if (state === "done") {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm font-medium text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
          {t("verify.done")}
        </p>
        <Link href="/" className="block text-center font-semibold text-brand-700 underline dark:text-brand-100">
          {t("verify.toHome")}
        </Link>
      </div>
    );
  }
  if (problem) {
    return (
      <div className="space-y-2">
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          {t(`link.${problem}`)}
        </p>
        <p className="text-sm">{t("verify.resendHint")}</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <FormAlert message={formError} />
      <Button busy={state === "busy"} onClick={() => void verify()} className="w-full">
        {t("verify.submit")}
      </Button>
    </div>
  );
}
