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

/** One press ends the session the link names; what happened replaces the button. */
export function EndButton({ token }: { token: string }) {
  const t = useTranslations("auth");
  const { serverError } = useAuthErrors();
  const [state, setState] = useState<"idle" | "busy" | "ended" | "already">("idle");
  const [problem, setProblem] = useState<LinkProblem | null>(token ? null : "invalid");
  const [formError, setFormError] = useState<string | null>(null);

  const end = async () => {
    setState("busy");
    setFormError(null);
    try {
      const { ended } = await apiFetch<{ ended: boolean }>("/api/auth/session-end", { method: "POST", body: { token } });
      setState(ended ? "ended" : "already");
    } catch (error) {
      const dead = linkProblemOf(error);
      if (dead) setProblem(dead);
      else setFormError(serverError(error, "sign-in").message);
      setState("idle");
    }
  };

  if (state === "ended" || state === "already") {
    return (
      <div className="space-y-4">
        <Banner role="status">{t(state === "ended" ? "sessionEnd.done" : "sessionEnd.already")}</Banner>
        <Link href="/forgot-password" className="block text-center font-semibold text-brand-700 underline dark:text-brand-100">
          {t("sessionEnd.changePassword")}
        </Link>
      </div>
    );
  }
  if (problem) return <Banner role="alert">{t(`link.${problem}`)}</Banner>;
  return (
    <div className="space-y-4">
      <FormAlert message={formError} />
      <Button busy={state === "busy"} onClick={() => void end()} className="w-full">
        {t("sessionEnd.submit")}
      </Button>
    </div>
  );
}
