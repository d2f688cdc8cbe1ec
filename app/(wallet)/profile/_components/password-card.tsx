"use client";

import { KeyRound } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { useSchemaResolver } from "@/components/forms/schema-resolver";
import { useSmallForm } from "@/components/forms/use-small-form";
import { Banner } from "@/components/ui/banner";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { SectionHeading } from "@/components/ui/section-heading";
import { ApiError, apiFetch } from "@/lib/client/api";
import type { ChangePasswordForm } from "@/lib/accounts/input";
import { PASSWORD_MIN } from "@/lib/accounts/limits";
import { EndSessionButton } from "./end-session-button";

/**
 * "Contraseña": the current one asked again, the new one twice. Once changed, the other devices
 * still signed in are offered to be signed out.
 */
export function PasswordCard() {
  const t = useTranslations("profile.password");
  const ta = useTranslations("auth");
  const [done, setDone] = useState<{ otherSessions: number } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useSchemaResolver(() => import("@/lib/accounts/input").then((m) => m.changePasswordFormSchema), []);
  const form = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, formState, setError } = useSmallForm<ChangePasswordForm>({
    resolver,
    defaultValues: { current: "", password: "", confirm: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ current, password }) => {
    setFormError(null);
    setDone(null);
    try {
      setDone(await apiFetch<{ otherSessions: number }>("/api/me/password", { method: "POST", body: { current, password } }));
      form.current?.reset();
    } catch (error) {
      if (error instanceof ApiError && error.details && "current" in error.details) setError("current", { type: "server", message: t("wrongCurrent") });
      else setFormError(t(error instanceof ApiError && error.status === 429 ? "limited" : "failed"));
    }
  });

  return (
    <section aria-labelledby="password-heading" className="space-y-4">
      <SectionHeading id="password-heading" icon={KeyRound} accent title={t("title")} description={t("description")} />
      {done && (
        <div className="space-y-2">
          <Banner role="status">{t("changed")}</Banner>
          {done.otherSessions > 0 && <EndSessionButton label={t("endOthers", { count: done.otherSessions })} onEnded={() => setDone({ otherSessions: 0 })} />}
        </div>
      )}
      {/* A press before the page's script runs submits natively: POST keeps the password out of the address. */}
      <form ref={form} method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label={t("current")} type="password" autoComplete="current-password" error={errors.current ? (errors.current.type === "server" ? errors.current.message : t("currentRequired")) : undefined} {...register("current")} />
        <TextField
          label={t("new")}
          type="password"
          autoComplete="new-password"
          help={ta("fields.passwordHelp", { min: PASSWORD_MIN })}
          error={errors.password ? t("tooShort", { min: PASSWORD_MIN }) : undefined}
          {...register("password")}
        />
        <TextField label={t("confirm")} type="password" autoComplete="new-password" error={errors.confirm ? ta("reset.mismatch") : undefined} {...register("confirm")} />
        {formError && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {formError}
          </p>
        )}
        <Button type="submit" variant="secondary" busy={isSubmitting}>
          {t("submit")}
        </Button>
      </form>
    </section>
  );
}
