"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "use-intl";
import type { FieldProps } from "@/components/forms/use-checkout-form";
import { TextField } from "@/components/ui/field";
import type { TopUpCompanyView } from "@/lib/catalog/views";
import { recentNumbersQuery } from "@/lib/client/queries/topups";
import { isNumericDataType } from "@/lib/rules/identifier";

type Props = {
  company: TopUpCompanyView;
  field: FieldProps<"identifierValue">;
  error?: string;
  onPick: (value: string) => void;
};

/** A carrier that tops up a card (transport, prepaid) rather than a phone line. */
export const isCardNumber = (company: TopUpCompanyView) => /card|tarjeta/i.test(company.identifier.identifierName ?? "");

/**
 * The number to top up, with the carrier's own help text, and the numbers used with this carrier
 * before, one tap each. The list is a convenience: if it cannot load, the field still works.
 */
export function NumberField({ company, field, error, onPick }: Props) {
  const t = useTranslations("topups.number");
  const recent = useQuery(recentNumbersQuery(company.companyCode));
  const { dataType, helpText } = company.identifier;
  const isCard = isCardNumber(company);
  const numbers = recent.data ?? [];

  return (
    <div className="space-y-3">
      <TextField
        label={isCard ? t("cardLabel") : t("phoneLabel")}
        help={helpText ?? undefined}
        error={error}
        inputMode={isNumericDataType(dataType) ? "numeric" : "text"}
        autoComplete={isCard ? "off" : "tel-national"}
        {...field}
      />
      {numbers.length > 0 ? (
        <div role="group" aria-labelledby="recent-numbers">
          <p id="recent-numbers" className="mb-1 text-sm font-medium">
            {t("recent")}
          </p>
          <ul className="flex flex-wrap gap-2">
            {numbers.map((number) => (
              <li key={number}>
                <button
                  type="button"
                  onClick={() => onPick(number)}
                  aria-label={t("useRecent", { number })}
                  className="min-h-11 rounded-full border border-brand-600 px-4 font-mono text-sm text-brand-700 hover:bg-brand-50 dark:border-brand-500 dark:text-brand-100 dark:hover:bg-slate-800"
                >
                  {number}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
