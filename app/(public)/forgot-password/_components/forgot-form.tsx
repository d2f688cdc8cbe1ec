"use client";

import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { useSchemaResolver } from "@/components/forms/schema-resolver";
import { useSmallForm } from "@/components/forms/use-small-form";
import { Banner } from "@/components/ui/banner";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { apiFetch } from "@/lib/client/api";
import type { ForgotPasswordForm } from "@/lib/accounts/input";
import { useAuthErrors } from "../../_components/auth-errors";
import { FormAlert } from "../../_components/form-alert";

/** The email, then always the same answer: the page never tells whether an account exists. */
export function ForgotForm() {
  const t = useTranslations("auth");
  const { errorText, serverError } = useAuthErrors();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useSchemaResolver(() => import("@/lib/accounts/input").then((m) => m.passwordResetRequestSchema), []);
  const { register, handleSubmit, formState } = useSmallForm<ForgotPasswordForm>({
    resolver,
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await apiFetch("/api/auth/password-reset", { method: "POST", body: input });
      setSent(true);
    } catch (error) {
      setFormError(serverError(error, "sign-in").message);
    }
  });

  return (
    <div className="space-y-4">
      {sent ? (
        <Banner role="status">{t("forgot.sent")}</Banner>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField
            label={t("fields.email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errorText("email", formState.errors.email)}
            {...register("email")}
          />
          <FormAlert message={formError} />
          <Button type="submit" busy={formState.isSubmitting} className="w-full">
            {t("forgot.submit")}
          </Button>
        </form>
      )}
      <p className="text-center text-sm">
        <Link href="/sign-in" className="font-semibold text-brand-700 underline dark:text-brand-100">
          {t("forgot.backToSignIn")}
        </Link>
      </p>
    </div>
  );
}
