"use client";

import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { Banner } from "@/components/ui/banner";
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
        <Banner role="status">{t("verify.done")}</Banner>
        <Link href="/" className="block text-center font-semibold text-brand-700 underline dark:text-brand-100">
          {t("verify.toHome")}
        </Link>
      </div>
    );
  }
  if (problem) {
    return (
      <div className="space-y-2">
        <Banner role="alert">{t(`link.${problem}`)}</Banner>
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
