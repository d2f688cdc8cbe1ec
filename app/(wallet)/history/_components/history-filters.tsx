"use client";

import { useTranslations } from "use-intl";
import { SelectField } from "@/components/ui/field";
import { OPERATION_KINDS, STATUS_FILTERS, type OperationFilters } from "@/lib/client/queries/operations";

/** Kind and status pickers; each change is applied at once (no submit button to miss). */
export function HistoryFilters({ filters, onChange }: { filters: OperationFilters; onChange: (next: OperationFilters) => void }) {
  const t = useTranslations("history.filters");
  const common = useTranslations("common");
  return (
    <form role="search" aria-label={t("label")} onSubmit={(event) => event.preventDefault()} className="mb-4 grid gap-3 sm:grid-cols-2">
      <SelectField
        label={t("kind")}
        name="kind"
        value={filters.kind ?? ""}
        onChange={(event) => onChange({ ...filters, kind: OPERATION_KINDS.find((k) => k === event.target.value) })}
      >
        <option value="">{t("all")}</option>
        {OPERATION_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {common(`kind.${kind}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t("status")}
        name="status"
        value={filters.status ?? ""}
        onChange={(event) => onChange({ ...filters, status: STATUS_FILTERS.find((s) => s === event.target.value) })}
      >
        <option value="">{t("all")}</option>
        {STATUS_FILTERS.map((status) => (
          <option key={status} value={status}>
            {/* A final state in the badges' own word; "in progress" stands for the three before one. */}
            {status === "in-progress" ? t("inProgress") : common(`status.${status}`)}
          </option>
        ))}
      </SelectField>
    </form>
  );
}
