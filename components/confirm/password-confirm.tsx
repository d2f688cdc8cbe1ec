"use client";

import type { input } from "zod/mini";
import { useTranslations } from "use-intl";
import { useSchemaResolver } from "@/components/forms/schema-resolver";
import { useSmallForm } from "@/components/forms/use-small-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import type { confirmPasswordFormSchema } from "@/lib/accounts/input";
import { ApiError, apiFetch } from "@/lib/client/api";
import { answerProblem } from "./answer-problem";

type PasswordForm = input<typeof confirmPasswordFormSchema>;

type Props = {
  id: string;
  /** Said above the field when a passkey is offered first. */
  intro: string | null;
  /** The field is the first thing to answer with (the user has no passkey). */
  focusFirst: boolean;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onConfirmed: () => void;
  onGone: () => void;
};

/** The password, always there: the way to confirm without a passkey, or without this device's. */
export function PasswordConfirm({ id, intro, focusFirst, busy, setBusy, onConfirmed, onGone }: Props) {
  const t = useTranslations("confirm");
  const resolver = useSchemaResolver(() => import("@/lib/accounts/input").then((m) => m.confirmPasswordFormSchema), []);
  const { register, handleSubmit, formState, setError } = useSmallForm<PasswordForm>({ resolver, defaultValues: { password: "" } });
  const error = formState.errors.password;

  const onSubmit = handleSubmit(async ({ password }) => {
    setBusy(true);
    try {
      await apiFetch(`/api/me/confirmations/${encodeURIComponent(id)}`, { method: "POST", body: { password } });
      onConfirmed();
    } catch (failure) {
      const kind = failure instanceof ApiError ? answerProblem(failure, "password") : "failed";
      if (kind === "gone") onGone();
      else setError("password", { type: "server", message: t(`errors.${kind === "unverified" ? "failed" : kind}`) }, { shouldFocus: true });
    } finally {
      setBusy(false);
    }
  });

  return (
    // Posted (never a GET) even if pressed before its script: a password never lands in the address.
    // Its submit stops here: React would carry it on to a form around the dialog's opener.
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.stopPropagation();
        void onSubmit(event);
      }}
      className="space-y-3"
    >
      {intro ? <p className="border-t border-slate-200 pt-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">{intro}</p> : null}
      <TextField
        id="confirm-password"
        label={t("password")}
        help={intro ? undefined : t("passwordHelp")}
        type="password"
        autoComplete="current-password"
        data-autofocus={focusFirst || undefined}
        error={error ? (error.type === "server" ? error.message : t("errors.required")) : undefined}
        {...register("password")}
      />
      <Button type="submit" variant={intro ? "secondary" : "primary"} busy={busy || formState.isSubmitting} className="w-full">
        {t("withPassword")}
      </Button>
    </form>
  );
}
