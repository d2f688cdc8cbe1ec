"use client";

import { useTranslations } from "use-intl";
import { useSchemaResolver } from "@/components/forms/schema-resolver";
import { useSmallForm } from "@/components/forms/use-small-form";
import { FormActions } from "@/components/ui/form-actions";
import { TextField } from "@/components/ui/field";
import { fieldErrorsOf } from "@/lib/client/api";
import { ALIAS_MAX } from "@/lib/saved-accounts/alias";
import type { AccountNameForm as Values } from "@/lib/saved-accounts/adhesion-input";
import { ActionError } from "./action-error";
import { useAdhesionChange } from "./use-adhesion-change";

/** Renames a saved account in place; an empty name goes back to the company's. */
export function RenameForm({ agendaId, alias, onDone }: { agendaId: string; alias: string | null; onDone: () => void }) {
  const t = useTranslations("agenda");
  const update = useAdhesionChange(agendaId);
  const resolver = useSchemaResolver(
    () => import("@/lib/saved-accounts/adhesion-input").then((m) => m.accountNameSchema({ aliasTooLong: t("errors.aliasTooLong", { max: ALIAS_MAX }) })),
    [t],
  );
  const form = useSmallForm<Values>({ resolver, defaultValues: { alias: alias ?? "" } });

  const submit = form.handleSubmit(async (values) => {
    const failure = await update.send({ alias: values.alias }, onDone);
    const message = fieldErrorsOf(failure).alias;
    if (message) form.setError("alias", { message });
  });

  const unmapped = update.error && !fieldErrorsOf(update.error).alias;
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
      <FormActions submit={t("rename.save")} cancel={t("rename.cancel")} busy={form.formState.isSubmitting || update.busy} onCancel={onDone} />
    </form>
  );
}
