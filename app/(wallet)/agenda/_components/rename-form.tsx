"use client";

import { useTranslations } from "use-intl";
import { useSchemaResolver } from "@/components/forms/schema-resolver";
import { useSmallForm } from "@/components/forms/use-small-form";
import { FormActions } from "@/components/ui/form-actions";
import { TextField } from "@/components/ui/field";
import { fieldErrorsOf } from "@/lib/client/api";
import type { AdhesionView as Adhesion } from "@/lib/saved-accounts/views";
import { ALIAS_MAX } from "@/lib/saved-accounts/alias";
import type { AccountNameForm as Values } from "@/lib/saved-accounts/adhesion-input";
import { ActionError } from "./action-error";
import { useUpdateAdhesion } from "./use-update-adhesion";

/** Renames a saved bill in place; an empty name goes back to the company's. */
export function RenameForm({ adhesion, onDone }: { adhesion: Adhesion; onDone: () => void }) {
  const t = useTranslations("agenda");
  const update = useUpdateAdhesion(adhesion.agendaId);
  const resolver = useSchemaResolver(
    () => import("@/lib/saved-accounts/adhesion-input").then((m) => m.accountNameSchema({ aliasTooLong: t("errors.aliasTooLong", { max: ALIAS_MAX }) })),
    [t],
  );
  const form = useSmallForm<Values>({ resolver, defaultValues: { alias: adhesion.alias ?? "" } });

  const submit = form.handleSubmit(async ({ alias }) => {
    try {
      await update.mutateAsync({ alias });
      onDone();
    } catch (error) {
      const message = fieldErrorsOf(error).alias;
      if (message) form.setError("alias", { message });
    }
  });

  const unmapped = update.isError && !fieldErrorsOf(update.error).alias;
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextField
        label={t("rename.label")}
        help={t("rename.help")}
        autoFocus
        autoComplete="off"
        error={form.formState.errors.alias?.message}
        {...form.register("alias")}
      />
      {unmapped ? <ActionError error={update.error} /> : null}
      <FormActions submit={t("rename.save")} cancel={t("rename.cancel")} busy={form.formState.isSubmitting} onCancel={onDone} />
    </form>
  );
}
