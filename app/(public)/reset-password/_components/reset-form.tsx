"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { useSchemaResolver } from "@/components/forms/schema-resolver";
import { useSmallForm } from "@/components/forms/use-small-form";
import { Banner } from "@/components/ui/banner";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { apiFetch } from "@/lib/client/api";
import type { ResetPasswordForm } from "@/lib/accounts/input";
import { PASSWORD_MIN } from "@/lib/accounts/limits";
import { useAuthErrors } from "../../_components/auth-errors";
import { FormAlert } from "../../_components/form-alert";
import { linkProblemOf, type LinkProblem } from "../../_components/link-problem";

/**
 * The new password, twice. A link that is dead (expired, used, not one of ours) says so, with a
 * way to ask for a new one; after a reset the person signs in with the new password.
 */
export function ResetForm({ token }: { token: string }) {
  const t = useTranslations("auth");
  const router = useRouter();
  const { errorText, serverError } = useAuthErrors();
  const [problem, setProblem] = useState<LinkProblem | null>(token ? null : "invalid");
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useSchemaResolver(() => import("@/lib/accounts/input").then((m) => m.resetPasswordFormSchema), []);
  const { register, handleSubmit, formState } = useSmallForm<ResetPasswordForm>({
    resolver,
    defaultValues: { password: "", confirm: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await apiFetch("/api/auth/password-reset/confirm", { method: "POST", body: { token, password } });
      router.replace("/sign-in?reset=done");
    } catch (error) {
      const dead = linkProblemOf(error);
      if (dead) setProblem(dead);
      else setFormError(serverError(error, "sign-up").message);
    }
  });

  if (problem) {
    return (
      <div className="space-y-4">
        <Banner role="alert">{token ? t(`link.${problem}`) : t("reset.noToken")}</Banner>
        <Link href="/forgot-password" className="block text-center font-semibold text-brand-700 underline dark:text-brand-100">
          {t("reset.askAgain")}
        </Link>
      </div>
    );
  }

  return (
    // A press before the page's script runs submits natively: POST keeps the password out of the address.
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label={t("reset.password")}
        type="password"
        autoComplete="new-password"
        help={t("fields.passwordHelp", { min: PASSWORD_MIN })}
        error={errorText("password", errors.password)}
        {...register("password")}
      />
      <TextField
        label={t("reset.confirm")}
        type="password"
        autoComplete="new-password"
        error={errors.confirm ? t("reset.mismatch") : undefined}
        {...register("confirm")}
      />
      <FormAlert message={formError} />
      <Button type="submit" busy={isSubmitting} className="w-full">
        {t("reset.submit")}
      </Button>
    </form>
  );
}
