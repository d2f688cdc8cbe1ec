import { SelectField } from "@/components/ui/field";
import { getTranslations } from "@/lib/platform/i18n/server";
import { OPERATION_KINDS, STATUS_FILTERS, type OperationFilters } from "@/lib/client/operation-filters";
import { FilterForm } from "./history-controls";

/** Kind and status pickers, set to the address's filters. */
export async function HistoryFilters({ filters }: { filters: OperationFilters }) {
  const t = await getTranslations("history.filters");
  const common = await getTranslations("common");
  return (
    <FilterForm label={t("label")}>
      <SelectField label={t("kind")} name="kind" defaultValue={filters.kind ?? ""}>
        <option value="">{t("all")}</option>
        {OPERATION_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {common(`kind.${kind}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("status")} name="status" defaultValue={filters.status ?? ""}>
        <option value="">{t("all")}</option>
        {STATUS_FILTERS.map((status) => (
          <option key={status} value={status}>
            {/* A final state in the badges' own word; "in progress" stands for the three before one. */}
            {status === "in-progress" ? t("inProgress") : common(`status.${status}`)}
          </option>
        ))}
      </SelectField>
    </FilterForm>
  );
}
