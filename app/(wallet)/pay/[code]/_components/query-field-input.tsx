"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslations } from "use-intl";
import { SelectField, TextField } from "@/components/ui/field";
import type { QueryField } from "@/lib/provider/types";
import { isNumericField } from "@/lib/bills/query-input";

type Props = { field: QueryField; error?: string; registration: UseFormRegisterReturn };

/** One identifier field as the catalogue describes it: a combo box, or a text input of its data type. */
export function QueryFieldInput({ field, error, registration }: Props) {
  const t = useTranslations("pay.query");
  const label = field.description ?? field.identifierName;
  const help = field.helpText ?? undefined;

  if (field.options) {
    return (
      <SelectField label={label} help={help} error={error} {...registration}>
        <option value="">{t("choose")}</option>
        {field.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
    );
  }

  const numeric = isNumericField(field);
  return (
    <TextField
      label={label}
      help={help}
      error={error}
      // Phones get a digit keypad for digits-only types. No maxLength: a pasted value is checked, not cut off.
      inputMode={numeric ? "numeric" : "text"}
      autoComplete="off"
      spellCheck={false}
      placeholder={field.dataType === "FEC" ? t("datePlaceholder") : undefined}
      {...registration}
    />
  );
}
