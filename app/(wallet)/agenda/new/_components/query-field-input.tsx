"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslations } from "use-intl";
import { SelectField, TextField } from "@/components/ui/field";
import type { QueryField } from "@/lib/provider/types";
import { isNumericField } from "@/lib/bills/query-input";

/** One identifier field as the company describes it: a combo box or a text input with its limits. */
export function QueryFieldInput({ field, error, registration }: { field: QueryField; error?: string; registration: UseFormRegisterReturn }) {
  const t = useTranslations("agenda.new");
  const label = field.description ?? field.identifierName;
  if (field.options) {
    return (
      <SelectField label={label} help={field.helpText ?? undefined} error={error} {...registration}>
        <option value="">{t("chooseOption")}</option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    );
  }
  const { minLength: min, maxLength: max } = field;
  const limits =
    min !== null && max !== null ? (min === max ? t("length.exact", { min }) : t("length.range", { min, max })) : max !== null ? t("length.max", { max }) : null;
  const help = [field.helpText, limits].filter(Boolean).join(" · ") || undefined;
  return (
    <TextField
      label={label}
      help={help}
      error={error}
      autoComplete="off"
      inputMode={isNumericField(field) ? "numeric" : undefined}
      type={field.dataType === "FEC" ? "date" : "text"}
      {...registration}
    />
  );
}
