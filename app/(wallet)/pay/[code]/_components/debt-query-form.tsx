"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { QueryFieldInput } from "@/components/checkout/query-field-input";
import { useFieldProblemText } from "@/components/checkout/use-problem-text";
import { Button } from "@/components/ui/button";
import { fieldErrorsOf } from "@/lib/client/api";
import type { QueryItem } from "@/lib/catalog/query-data";
import type { QueryField } from "@/lib/provider/types";
import { fieldProblem } from "@/lib/rules/identifier";
import { queryFormSchema, toQueryData, type QueryFormValues } from "@/lib/bills/query-input";

type Props = {
  fields: QueryField[];
  initialValues: Record<string, string>;
  /** Run the query as soon as the form appears (the "pay now" link). */
  autoQuery: boolean;
  onQuery: (queryData: QueryItem[]) => Promise<unknown>;
};

/** The modality's identifier fields, checked with the BFF's own rules before anything is sent. */
export function DebtQueryForm({ fields, initialValues, autoQuery, onQuery }: Props) {
  const t = useTranslations("pay.query");
  const ordered = useMemo(() => [...fields].sort((a, b) => a.position - b.position), [fields]);
  const describe = useFieldProblemText();
  const schema = queryFormSchema(ordered, describe);
  const form = useForm<QueryFormValues>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(ordered.map((f) => [f.identifierName, initialValues[f.identifierName] ?? ""])),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onQuery(toQueryData(ordered, values));
    } catch (error) {
      // The BFF's per-field refusals (`queryData.<name>`) go back under their fields, in our words.
      for (const key of Object.keys(fieldErrorsOf(error))) {
        const field = ordered.find((f) => `queryData.${f.identifierName}` === key);
        if (!field) continue;
        const problem = fieldProblem(field, form.getValues(field.identifierName)) ?? { kind: "format" as const };
        form.setError(field.identifierName, { type: "server", message: describe(problem, field) }, { shouldFocus: true });
      }
    }
  });

  const fired = useRef(false);
  useEffect(() => {
    if (autoQuery && !fired.current) {
      fired.current = true;
      void submit();
    }
  }, [autoQuery, submit]);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {ordered.map((field) => (
        <QueryFieldInput
          key={field.identifierName}
          field={field}
          error={errors[field.identifierName]?.message}
          registration={form.register(field.identifierName)}
        />
      ))}
      <Button type="submit" busy={isSubmitting} className="w-full sm:w-auto">
        {t("submit")}
      </Button>
    </form>
  );
}
