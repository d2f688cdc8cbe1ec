"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ApiError, apiFetch } from "@/lib/client/api";

/** The password, and the button that closes the account for good; then the sign-in page says it is done. */
export function CloseForm() {
  const t = useTranslations("profile.close");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFieldError(undefined);
    setFormError(null);
    try {
      await apiFetch("/api/me/close", { method: "POST", body: { password } });
      window.location.assign("/sign-in?closed=1");
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setFieldError(t("wrongPassword"));
      else if (error instanceof ApiError && error.code === "PAYMENT_IN_FLIGHT") window.location.reload();
      else setFormError(t(error instanceof ApiError && error.code === "PROVIDER_UNAVAILABLE" ? "providerDown" : "failed"));
      setBusy(false);
    }
  };

  return (
    // A press before the page's script runs submits natively: POST keeps the password out of the address.
    <form method="post" onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      <TextField
        id="close-password"
        label={t("password")}
        help={t("passwordHint")}
        error={fieldError}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {formError && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {formError}
        </p>
      )}
      <Button type="submit" variant="danger" busy={busy} className="w-full">
        {t("submit")}
      </Button>
    </form>
  );
}
