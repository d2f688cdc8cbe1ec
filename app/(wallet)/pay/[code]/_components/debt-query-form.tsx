"use client";

import { useEffect, useMemo, useRef } from "react";
import { useTranslations } from "use-intl";
import { PinnedAction } from "@/components/checkout/pinned-action";
import { QueryFieldInput } from "@/components/checkout/query-field-input";
import { useFieldProblemText } from "@/components/checkout/use-problem-text";
import { useSchemaResolver } from "@/components/forms/schema-resolver";
import { useCheckoutForm } from "@/components/forms/use-checkout-form";
import { Button } from "@/components/ui/button";
import { fieldErrorsOf } from "@/lib/client/api";
import { toQueryData, type QueryItem } from "@/lib/catalog/query-items";
import type { QueryField } from "@/lib/provider/types";
import { fieldProblem } from "@/lib/rules/identifier";
import { scanFieldOf } from "@/lib/rules/bill-barcode";
import { LazyScanControls } from "@/components/scan/lazy-scan-controls";

/** One text per identifierName. */
type QueryFormValues = Record<string, string>;

type Props = {
  fields: QueryField[];
  /** The values the address holds; shown again whenever they change (back, forward). */
  values: Record<string, string>;
  /** Run the query with these values now (a "pay now" link, a reload, back to an earlier query). */
  autoQuery: boolean;
  /** `auto`: run for the address, not by the payer's own click. */
  onQuery: (queryData: QueryItem[], auto: boolean) => Promise<unknown>;
  /** Whether a scanned code must carry the collection networks' check digit (Argentine bills). */
  scanCheckDigit: boolean;
};

const valuesFor = (fields: QueryField[], values: Record<string, string>): QueryFormValues =>
  Object.fromEntries(fields.map((f) => [f.identifierName, values[f.identifierName] ?? ""]));

/** The modality's identifier fields, checked with the BFF's own rules before anything is sent. */
export function DebtQueryForm({ fields, values, autoQuery, onQuery, scanCheckDigit }: Props) {
  const t = useTranslations("pay.query");
  const ordered = useMemo(() => [...fields].sort((a, b) => a.position - b.position), [fields]);
  const describe = useFieldProblemText();
  const resolver = useSchemaResolver(() => import("@/lib/catalog/query-fields").then((m) => m.queryFieldsSchema(ordered, describe)), [ordered, describe]);
  const form = useCheckoutForm<QueryFormValues>({
    resolver,
    defaultValues: valuesFor(ordered, values),
  });
  const { errors, isSubmitting } = form.formState;

  const run = (auto: boolean) =>
    form.handleSubmit(async (typed) => {
      try {
        await onQuery(toQueryData(ordered, typed), auto);
      } catch (error) {
        // The BFF's per-field refusals (`queryData.<name>`) go back under their fields, in our words.
        for (const key of Object.keys(fieldErrorsOf(error))) {
          const field = ordered.find((f) => `queryData.${f.identifierName}` === key);
          if (!field) continue;
          const problem = fieldProblem(field, form.getValues()[field.identifierName] ?? "") ?? { kind: "format" as const };
          form.setError(field.identifierName, { type: "server", message: describe(problem, field) }, { shouldFocus: true });
        }
      }
    });
  const submit = run(false);
  // A barcode modality: a scan fills its field and looks the bill up at once.
  const scanField = scanFieldOf({ queryData: ordered });
  const scanned = async (code: string) => {
    if (!scanField) return null;
    form.setValue(scanField.identifierName, code);
    await run(false)();
    return null;
  };

  // The address moved to other values (back, forward): the form shows them, then (when the address
  // wants debts) asks for them, once per set of values.
  const shown = JSON.stringify(valuesFor(ordered, values));
  const fired = useRef<string | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    // As it mounts, the form was made with these values: what differs was typed before the page came alive, and stays.
    if (mounted.current && JSON.stringify(valuesFor(ordered, form.getValues())) !== shown) form.reset(JSON.parse(shown) as QueryFormValues);
    mounted.current = true;
    if (autoQuery && fired.current !== shown) {
      fired.current = shown;
      void run(true)();
    }
    // `run` is new on every render: the values and the wish to run are what matter.
  }, [shown, autoQuery]);

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
      {scanField ? <LazyScanControls checkDigit={scanCheckDigit} onCode={scanned} /> : null}
      <PinnedAction>
        <Button type="submit" busy={isSubmitting} className="w-full sm:w-auto">
          {t("submit")}
        </Button>
      </PinnedAction>
    </form>
  );
}
