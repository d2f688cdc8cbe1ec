"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "use-intl";
import { useSchemaResolver } from "@/components/forms/schema-resolver";
import { useSmallForm } from "@/components/forms/use-small-form";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { ALIAS_MAX } from "@/lib/saved-accounts/alias";
import type { AccountNameForm as Values } from "@/lib/saved-accounts/adhesion-input";
import type { AdhesionView } from "@/lib/saved-accounts/views";
import { apiFetch, fieldErrorsOf } from "@/lib/client/api";
import { agendaKeys, operationAccountQuery } from "@/lib/client/queries/agenda";
import type { OperationDetail } from "@/lib/client/queries/operations";

/**
 * "¿Guardarla para la próxima?" under a confirmed bill payment whose account is not in "Mis
 * cuentas" yet: a nickname and Save. Nothing is saved unless the user asks.
 */
export function SaveAccount({ op }: { op: OperationDetail }) {
  const t = useTranslations("agenda.save");
  const errors = useTranslations("agenda.errors");
  const bill = op.kind === "bill" && op.status === "confirmed";
  const offer = useQuery({ ...operationAccountQuery(op.id), enabled: bill });
  const queryClient = useQueryClient();
  const resolver = useSchemaResolver(
    () => import("@/lib/saved-accounts/adhesion-input").then((m) => m.accountNameSchema({ aliasTooLong: errors("aliasTooLong", { max: ALIAS_MAX }) })),
    [errors],
  );
  const form = useSmallForm<Values>({ resolver, defaultValues: { alias: "" } });
  const save = useMutation({
    mutationFn: (alias: string) =>
      apiFetch<{ adhesion: AdhesionView }>(`/api/operations/${encodeURIComponent(op.id)}/account`, { method: "POST", body: { alias } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });

  const submit = form.handleSubmit(async ({ alias }) => {
    try {
      await save.mutateAsync(alias);
    } catch (error) {
      const message = fieldErrorsOf(error).alias;
      if (message) form.setError("alias", { message });
    }
  });

  if (!bill || !offer.data) return null;
  const savedName = save.data ? (save.data.adhesion.alias ?? op.companyName) : null;
  if (offer.data.saved && !savedName) {
    return (
      <p className="no-print text-sm text-slate-700 dark:text-slate-200">
        {t("already", { name: offer.data.saved.nickname ?? op.companyName })}{" "}
        <Link href="/agenda" className="font-semibold text-brand-700 underline dark:text-brand-100">
          {t("toAccounts")}
        </Link>
      </p>
    );
  }
  if (!offer.data.canSave && !savedName) return null;

  return (
    <Card role="region" aria-labelledby="save-account-title" className="no-print space-y-3" data-testid="save-account">
      <h2 id="save-account-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {savedName ? (
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
          {save.isError && !fieldErrorsOf(save.error).alias ? (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
              {t("error")}
            </p>
          ) : null}
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t("submit")}
          </Button>
        </form>
      )}
    </Card>
  );
}
