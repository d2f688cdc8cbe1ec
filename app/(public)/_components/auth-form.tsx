"use client";

import Link from "next/link";
import { useState } from "react";
import { useSchemaResolver } from "@/components/forms/schema-resolver";
import { useSmallForm } from "@/components/forms/use-small-form";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { apiFetch } from "@/lib/client/api";
import type { SignUpForm } from "@/lib/accounts/input";
import { PASSWORD_MIN } from "@/lib/accounts/limits";
import { COUNTRIES, DEFAULT_COUNTRY, type Country } from "@/lib/rules/country";
import { signInHref } from "@/lib/accounts/next-path";
import { useAuthErrors } from "./auth-errors";
import { FormAlert } from "./form-alert";
import { useAfterAuth } from "./use-after-auth";

type Mode = "sign-in" | "sign-up";
/** The sign-up form's fields; sign-in has the email and password only. */
type Values = Partial<Pick<SignUpForm, "name" | "country">> & Pick<SignUpForm, "email" | "password">;

/** The sign-in and the sign-up form: one flow, with the fields and words of each. */
export function AuthForm({ mode, next, defaultCountry = DEFAULT_COUNTRY }: { mode: Mode; next: string | null; defaultCountry?: Country }) {
  const t = useTranslations("auth");
  const tp = useTranslations("profile");
  const signUp = mode === "sign-up";
  const words = signUp
    ? { submit: t("signUp.submit"), other: t("signUp.haveAccount"), otherLink: t("signUp.toSignIn"), otherHref: signInHref(next, "/sign-in") }
    : { submit: t("signIn.submit"), other: t("signIn.noAccount"), otherLink: t("signIn.toSignUp"), otherHref: signInHref(next, "/sign-up") };
  const { errorText, serverError } = useAuthErrors();
  const afterAuth = useAfterAuth(next);
  const [formError, setFormError] = useState<string | null>(null);
  // Each schema keeps only its own fields: sign-in never sends a name.
  const resolver = useSchemaResolver(() => import("@/lib/accounts/input").then((m) => (signUp ? m.signUpSchema : m.signInSchema)), [signUp]);
  const { register, handleSubmit, setError, formState } = useSmallForm<Values>({
    resolver,
    defaultValues: signUp ? { name: "", email: "", password: "", country: defaultCountry } : { email: "", password: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await apiFetch(`/api/auth/${mode}`, { method: "POST", body: input });
      await afterAuth();
    } catch (error) {
      const refused = serverError(error, mode);
      if (refused.field) setError(refused.field, { type: "server", message: refused.message }, { shouldFocus: true });
      else setFormError(refused.message);
    }
  });

  return (
    // A press before the page's script runs submits natively: POST keeps the password out of the address.
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      {signUp && <TextField label={t("fields.name")} autoComplete="name" error={errorText("name", errors.name)} {...register("name")} />}
      <TextField
        label={t("fields.email")}
        type="email"
        // "webauthn": the browser may offer this site's passkeys in the field's autofill.
        autoComplete={signUp ? "email" : "username webauthn"}
        inputMode="email"
        error={errorText("email", errors.email)}
        {...register("email")}
      />
      <TextField
        label={t("fields.password")}
        type="password"
        autoComplete={signUp ? "new-password" : "current-password"}
        help={signUp ? t("fields.passwordHelp", { min: PASSWORD_MIN }) : undefined}
        error={errorText("password", errors.password)}
        {...register("password")}
      />
      {!signUp && (
        <p className="-mt-2 text-right text-sm">
          <Link href="/forgot-password" className="font-semibold text-brand-700 underline dark:text-brand-100">
            {t("forgot.link")}
          </Link>
        </p>
      )}
      {signUp && (
        <SelectField label={tp("fields.country")} help={tp("fields.countryHelp")} {...register("country")}>
          {COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {tp(`countries.${country}`)}
            </option>
          ))}
        </SelectField>
      )}
      <FormAlert message={formError} />
      <Button type="submit" busy={isSubmitting} className="w-full">
        {words.submit}
      </Button>
      <p className="text-center text-sm">
        {words.other}{" "}
        <Link href={words.otherHref} className="font-semibold text-brand-700 underline dark:text-brand-100">
          {words.otherLink}
        </Link>
      </p>
    </form>
  );
}
