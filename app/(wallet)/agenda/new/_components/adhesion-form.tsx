"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useMemo } from "react";
import { useForm, type Path } from "react-hook-form";
import { useTranslations } from "use-intl";
import { QueryFieldInput } from "@/components/checkout/query-field-input";
import { useFieldProblemText } from "@/components/checkout/use-problem-text";
import { useSchemaResolver } from "@/components/forms/schema-resolver";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { apiFetch, fieldErrorsOf } from "@/lib/client/api";
import type { ModalityView } from "@/lib/catalog/views";
import { accountFieldsOf, queryFieldsOf, type CompanyFields } from "@/lib/catalog/form-fields";
import { agendaKeys } from "@/lib/client/queries/agenda";
import { toQueryData } from "@/lib/catalog/query-items";
import { ALIAS_MAX } from "@/lib/saved-accounts/alias";
import type { NewAdhesionForm } from "@/lib/saved-accounts/adhesion-input";
import { FormProblem } from "./form-problem";

type Body = { companyCode: string; modalityId: string; queryData: { identifierName: string; identifierValue: string }[]; alias?: string };

type Props = { companyCode: string; company: CompanyFields; modality: ModalityView };

/** The account's fields (the modality's and the company's, not a bill's own) and a name; saved with POST /api/agenda/adhesions. */
export function AdhesionForm({ companyCode, company, modality }: Props) {
  const t = useTranslations("agenda");
  const documentType = useTranslations("common.queryField")("documentType");
  const router = useRouter();
  const queryClient = useQueryClient();
  const describe = useFieldProblemText();
  const fields = useMemo(() => accountFieldsOf(queryFieldsOf(company, modality, documentType)), [company, modality, documentType]);
  const resolver = useSchemaResolver(
    () =>
      import("@/lib/saved-accounts/adhesion-input").then((m) =>
        m.newAdhesionFormSchema(fields, { aliasTooLong: t("errors.aliasTooLong", { max: ALIAS_MAX }), describe }),
      ),
    [fields, t, describe],
  );
  const form = useForm<NewAdhesionForm>({
    resolver,
    defaultValues: { alias: "", fields: Object.fromEntries(fields.map((f) => [f.identifierName, ""])) },
  });
  const save = useMutation({
    mutationFn: (body: Body) => apiFetch("/api/agenda/adhesions", { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });

  const submit = form.handleSubmit(async (values) => {
    const alias = values.alias.trim();
    try {
      await save.mutateAsync({
        companyCode,
        modalityId: modality.modalityId,
        queryData: toQueryData(fields, values.fields),
        ...(alias ? { alias } : {}),
      });
      router.push("/agenda");
    } catch (error) {
      // The BFF names bad fields `queryData.<identifierName>`; put each message under its field.
      for (const [key, message] of Object.entries(fieldErrorsOf(error))) {
        if (key.startsWith("queryData.")) form.setError(`fields.${key.slice("queryData.".length)}` as Path<NewAdhesionForm>, { message });
        else if (key === "alias") form.setError("alias", { message });
      }
    }
  });

  const errors = form.formState.errors;
  return (
    <Card>
      <form onSubmit={submit} noValidate className="space-y-4">
        <h2 className="text-lg font-semibold">
          {t("new.step.fields", { modality: modality.modalityTitle ?? modality.modalityId })}
        </h2>
        {fields.map((field) => (
          <QueryFieldInput
            key={field.identifierName}
            field={field}
            error={errors.fields?.[field.identifierName]?.message}
            registration={form.register(`fields.${field.identifierName}`)}
          />
        ))}
        <TextField
          label={t("new.alias.label")}
          help={t("new.alias.help")}
          autoComplete="off"
          maxLength={ALIAS_MAX + 10}
          error={errors.alias?.message}
          {...form.register("alias")}
        />
        {save.isError ? <FormProblem error={save.error} /> : null}
        <Button type="submit" busy={form.formState.isSubmitting} className="w-full sm:w-auto">
          {t("new.submit")}
        </Button>
      </form>
    </Card>
  );
}
