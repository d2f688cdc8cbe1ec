"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { useSchemaResolver } from "@/components/forms/schema-resolver";
import { FormActions } from "@/components/ui/form-actions";
import { TextAreaField } from "@/components/ui/field";
import { ApiError, apiFetch, fieldErrorsOf } from "@/lib/client/api";
import type { FileComplaintForm, FileComplaintInput } from "@/lib/complaints/input";
import { NOTE_MAX, noteRequired, reasonsFor } from "@/lib/complaints/rules";

type Props = { operationId: string; kind: "bill" | "topup" | "giftcard"; onDone: () => void; onCancel: () => void };

/** A reason (the PIN one only for a gift card) and a note; OTHER needs the note. */
export function ComplaintForm({ operationId, kind, onDone, onCancel }: Props) {
  const t = useTranslations("complaints");
  const id = useId();
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const [failure, setFailure] = useState<unknown>(null);
  const resolver = useSchemaResolver(
    () =>
      import("@/lib/complaints/input").then((m) =>
        m.fileComplaintFormSchema({
          reason: t("form.errors.reason"),
          required: t("form.errors.required"),
          tooLong: t("form.errors.tooLong", { max: NOTE_MAX }),
          invalid: t("form.errors.invalid"),
        }),
      ),
    [t],
  );
  const form = useForm<FileComplaintForm, unknown, FileComplaintInput>({ resolver, defaultValues: { reason: undefined, note: "" } });
  // Filed, the page is rendered again with the new complaint's card, and the form closes with it.
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await apiFetch(`/api/operations/${encodeURIComponent(operationId)}/complaints`, { method: "POST", body: values });
      startTransition(() => {
        router.refresh();
        onDone();
      });
    } catch (error) {
      setFailure(error);
      for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
        if (field === "reason" || field === "note") form.setError(field, { message });
      }
    }
  });
  const reason = form.watch("reason");
  const note = form.watch("note") ?? "";
  const errors = form.formState.errors;
  const problem = failure instanceof ApiError && failure.status === 409 ? t("form.errors.conflict") : failure ? t("form.errors.failed") : null;

  return (
    <form onSubmit={submit} noValidate aria-labelledby={id} className="no-print space-y-4 rounded-xl border border-slate-300 p-4 dark:border-slate-600" data-testid="complaint-form">
      <h3 id={id} className="text-lg font-semibold">
        {t("form.title")}
      </h3>
      <fieldset aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">{t("form.reason")}</legend>
        <div className="space-y-2">
          {reasonsFor(kind).map((code) => (
            <label key={code} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 dark:border-slate-600">
              <input type="radio" value={code} className="size-5" aria-invalid={errors.reason ? true : undefined} {...form.register("reason")} />
              {t(`reason.${code}`)}
            </label>
          ))}
        </div>
        {errors.reason ? (
          <p id={`${id}-reason-error`} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
            {errors.reason.message}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label={reason && noteRequired(reason) ? t("form.noteRequired") : t("form.note")}
        help={t("form.counter", { count: note.length, max: NOTE_MAX })}
        maxLength={NOTE_MAX}
        rows={4}
        error={errors.note?.message}
        {...form.register("note")}
      />
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("form.serviceLevel")}</p>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
      <FormActions submit={t("form.submit")} cancel={t("form.cancel")} busy={form.formState.isSubmitting || refreshing} onCancel={onCancel} />
    </form>
  );
}
