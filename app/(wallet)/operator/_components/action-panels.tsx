"use client";

import { TriangleAlert } from "lucide-react";
import type { UseMutationResult } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslations } from "use-intl";
import { useSchemaResolver } from "@/components/forms/schema-resolver";
import { useSmallForm } from "@/components/forms/use-small-form";
import { Button } from "@/components/ui/button";
import { FormActions } from "@/components/ui/form-actions";
import { SelectField, TextField } from "@/components/ui/field";
import { ApiError } from "@/lib/client/api";
import type { ResolveOperationInput } from "@/lib/operator/resolve-input";
import { NOTE_MAX, NOTE_MIN } from "@/lib/operator/resolutions";

/** Why an action did not go through: the API's own words for a refusal (it names the provider's answer). */
export function ActionProblem({ error }: { error: unknown }) {
  const t = useTranslations("operator.actions");
  const message = error instanceof ApiError && error.status === 409 ? t("refused", { message: error.message }) : t("failed");
  return (
    <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
      <TriangleAlert aria-hidden className="mr-1 inline size-4 align-[-0.2em]" />
      {message}
    </p>
  );
}

const panel = "space-y-3 rounded-xl border border-slate-300 bg-slate-50 p-4 dark:border-slate-600 dark:bg-slate-800";

/** Asks before asking the provider: the check is real traffic and is recorded with the operator's name. */
export function RecheckPanel({ mutation, onClose }: { mutation: UseMutationResult<unknown, Error, void>; onClose: () => void }) {
  const t = useTranslations("operator.actions");
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={panel}>
      <p id={id} className="text-sm">
        {t("recheck.confirm")}
      </p>
      {mutation.isError ? <ActionProblem error={mutation.error} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button busy={mutation.isPending} onClick={() => mutation.mutate(undefined, { onSuccess: onClose })}>
          {t("recheck.go")}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t("cancel")}
        </Button>
      </div>
    </div>
  );
}

type ResolveProps = {
  choices: readonly ResolveOperationInput["resolution"][];
  mutation: UseMutationResult<unknown, Error, ResolveOperationInput>;
  onClose: () => void;
};

/** A resolution with the operator's note; the API reads the provider first and refuses a contradiction. */
export function ResolvePanel({ choices, mutation, onClose }: ResolveProps) {
  const t = useTranslations("operator.actions");
  const id = useId();
  const resolver = useSchemaResolver(
    () =>
      import("@/lib/operator/resolve-input").then((m) =>
        m.resolveFormSchema({
          resolution: t("resolve.errors.resolution"),
          noteShort: t("resolve.errors.noteShort", { min: NOTE_MIN }),
          noteLong: t("resolve.errors.noteLong", { max: NOTE_MAX }),
        }),
      ),
    [t],
  );
  const form = useSmallForm<ResolveOperationInput>({ resolver, defaultValues: { resolution: choices[0], note: "" } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      onClose();
    } catch {
      // Shown below from the mutation's error.
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby={id} className={panel}>
      <p id={id} className="text-sm">
        {t("resolve.warning")}
      </p>
      <SelectField label={t("resolve.resolution")} error={form.formState.errors.resolution?.message} {...form.register("resolution")}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {t(`resolve.choice.${choice}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("resolve.note")}
        help={t("resolve.noteHelp")}
        autoComplete="off"
        maxLength={NOTE_MAX}
        error={form.formState.errors.note?.message}
        {...form.register("note")}
      />
      {mutation.isError ? <ActionProblem error={mutation.error} /> : null}
      <FormActions submit={t("resolve.go")} cancel={t("cancel")} busy={form.formState.isSubmitting} onCancel={onClose} danger />
    </form>
  );
}
