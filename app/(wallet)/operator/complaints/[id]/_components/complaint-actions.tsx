"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { useSchemaResolver } from "@/components/forms/schema-resolver";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField } from "@/components/ui/field";
import { ApiError } from "@/lib/client/api";
import { actOnComplaint } from "@/lib/client/queries/operator";
import type { ComplaintActionForm, ComplaintActionInput } from "@/lib/complaints/input";
import { ANSWER_MAX, COMPLAINT_ACTIONS, nextState, type ComplaintState } from "@/lib/complaints/rules";

/** Review, resolve or reject, with the answer the user reads; the page is read again after it. */
export function ComplaintActions({ id, state }: { id: string; state: ComplaintState }) {
  const t = useTranslations("complaints.act");
  const formId = useId();
  const router = useRouter();
  const choices = COMPLAINT_ACTIONS.filter((a) => nextState(state, a) !== null);
  const resolver = useSchemaResolver(
    () =>
      import("@/lib/complaints/input").then((m) =>
        m.complaintActionFormSchema({
          action: t("errors.action"),
          required: t("errors.required"),
          tooLong: t("errors.tooLong", { max: ANSWER_MAX }),
          invalid: t("errors.invalid"),
        }),
      ),
    [t],
  );
  const form = useForm<ComplaintActionForm, unknown, ComplaintActionInput>({ resolver, defaultValues: { action: choices[0], answer: "" } });
  const mutation = useMutation({ mutationFn: (input: ComplaintActionInput) => actOnComplaint(id, input) });
  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      form.reset({ action: undefined, answer: "" });
      router.refresh();
    } catch {
      // Shown below from the mutation's error.
    }
  });
  if (choices.length === 0) return <p className="text-sm">{t("closed")}</p>;
  const problem =
    mutation.error instanceof ApiError && mutation.error.status === 409
      ? t("errors.conflict", { message: mutation.error.message })
      : mutation.isError
        ? t("errors.failed")
        : null;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={formId} className="space-y-3" data-testid="complaint-actions">
      <h2 id={formId} className="text-xl font-semibold">
        {t("title")}
      </h2>
      <SelectField label={t("action")} error={form.formState.errors.action?.message} {...form.register("action")}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {t(`choice.${choice}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={t("answer")} help={t("answerHelp")} rows={4} maxLength={ANSWER_MAX} error={form.formState.errors.answer?.message} {...form.register("answer")} />
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
      <Button type="submit" busy={form.formState.isSubmitting}>
        {t("go")}
      </Button>
    </form>
  );
}
