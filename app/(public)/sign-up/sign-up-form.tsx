"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { apiFetch } from "@/lib/client/api";
import { PASSWORD_MIN, signUpSchema } from "@/lib/auth/input";
import { useAuthErrors } from "../_components/auth-errors";
import { FormAlert } from "../_components/form-alert";
import { useAfterAuth } from "../_components/use-after-auth";

export function SignUpForm() {
  const t = useTranslations("auth");
  const { errorText, serverError } = useAuthErrors();
  const afterAuth = useAfterAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await apiFetch("/api/auth/sign-up", { method: "POST", body: input });
      afterAuth();
    } catch (error) {
      const refused = serverError(error, "sign-up");
      if (refused.field) setError(refused.field, { type: "server", message: refused.message }, { shouldFocus: true });
      else setFormError(refused.message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label={t("fields.name")} autoComplete="name" error={errorText("name", errors.name)} {...register("name")} />
      <TextField
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errorText("email", errors.email)}
        {...register("email")}
      />
      <TextField
        label={t("fields.password")}
        type="password"
        autoComplete="new-password"
        help={t("fields.passwordHelp", { min: PASSWORD_MIN })}
        error={errorText("password", errors.password)}
        {...register("password")}
      />
      <FormAlert message={formError} />
      <Button type="submit" busy={isSubmitting} className="w-full">
        {t("signUp.submit")}
      </Button>
      <p className="text-center text-sm">
        {t("signUp.haveAccount")}{" "}
        <Link href="/sign-in" className="font-semibold text-brand-700 underline dark:text-brand-100">
          {t("signUp.toSignIn")}
        </Link>
      </p>
    </form>
  );
}
