"use client";

import type { FieldProps } from "@/components/forms/use-checkout-form";
import { useTranslations } from "use-intl";
import { SelectField, TextField } from "@/components/ui/field";
import type { QueryField } from "@/lib/provider/types";
import { isNumericDataType } from "@/lib/rules/identifier";

// The checkouts' form (use-checkout-form.ts) gives the value to show; react-hook-form (the agenda's) keeps it in the control.
type Registration = Omit<FieldProps, "value" | "ref"> & { value?: string; ref: (control: HTMLInputElement | HTMLSelectElement | null) => unknown };
type Props = { field: QueryField; error?: string; registration: Registration };

/**
 * One identifier field as the catalogue describes it (debt query, agenda): a combo box, or an input
 * of its data type. Its help is the company's own; without one, the length it takes.
 */
export function QueryFieldInput({ field, error, registration }: Props) {
  const t = useTranslations("common.queryField");
  const label = field.description ?? field.identifierName;

  if (field.options) {
    return (
      <SelectField label={label} help={field.helpText ?? undefined} error={error} {...registration}>
        <option value="">{t("choose")}</option>
        {field.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
    );
  }

  const { minLength: min, maxLength: max } = field;
  const limits =
    min !== null && max !== null ? (min === max ? t("length.exact", { min }) : t("length.range", { min, max })) : max !== null ? t("length.max", { max }) : null;
  return (
    <TextField
      label={label}
      help={field.helpText ?? limits ?? undefined}
      error={error}
      // Phones get a digit keypad for digits-only types. No maxLength: a pasted value is checked, not cut off.
      inputMode={isNumericDataType(field.dataType) ? "numeric" : "text"}
      type={field.dataType?.toUpperCase() === "FEC" ? "date" : "text"}
      autoComplete="off"
      spellCheck={false}
      {...registration}
    />
  );
}
