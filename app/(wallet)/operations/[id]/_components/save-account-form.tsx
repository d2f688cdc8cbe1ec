"use client";

import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { useSchemaResolver } from "@/components/forms/schema-resolver";
import { useSmallForm } from "@/components/forms/use-small-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ALIAS_MAX } from "@/lib/saved-accounts/alias";
import type { AccountNameForm as Values } from "@/lib/saved-accounts/adhesion-input";
import type { AdhesionView } from "@/lib/saved-accounts/views";
import { apiFetch, fieldErrorsOf } from "@/lib/client/api";

/** The offer's nickname and Save (save-account.tsx draws the card around it); then what was saved. */
export function SaveAccountForm({ operationId, companyName }: { operationId: string; companyName: string }) {
  const t = useTranslations("agenda.save");
  const errors = useTranslations("agenda.errors");
  const resolver = useSchemaResolver(
    () => import("@/lib/saved-accounts/adhesion-input").then((m) => m.accountNameSchema({ aliasTooLong: errors("aliasTooLong", { max: ALIAS_MAX }) })),
    [errors],
  );
  const form = useSmallForm<Values>({ resolver, defaultValues: { alias: "" } });
  const [savedName, setSavedName] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = form.handleSubmit(async ({ alias }) => {
    setFailure(null);
    try {
      const { adhesion } = await apiFetch<{ adhesion: AdhesionView }>(`/api/operations/${encodeURIComponent(operationId)}/account`, {
        method: "POST",
        body: { alias },
      });
      setSavedName(adhesion.alias ?? companyName);
    } catch (error) {
      setFailure(error);
      const message = fieldErrorsOf(error).alias;
      if (message) form.setError("alias", { message });
    }
  });

  return savedName ? (
    <p role="status" className="font-medium">
      {t("saved", { name: savedName })}{" "}
      <Link href="/agenda" className="font-semibold text-brand-700 underline dark:text-brand-100">
        {t("toAccounts")}
      </Link>
    </p>
  ) : (
    <form onSubmit={submit} noValidate className="space-y-3">
      <p className="text-sm text-slate-700 dark:text-slate-200">{t("body")}</p>
      <TextField label={t("label")} help={t("help")} autoComplete="off" error={form.formState.errors.alias?.message} {...form.register("alias")} />
      {failure && !fieldErrorsOf(failure).alias ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {t("error")}
        </p>
      ) : null}
      <Button type="submit" busy={form.formState.isSubmitting}>
        {t("submit")}
      </Button>
    </form>
  );
}
