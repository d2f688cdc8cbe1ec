"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { SelectField } from "@/components/ui/field";
import { operationsQuery, type OperationsFilter } from "@/lib/client/queries/operator";
import { OperationRow } from "./operation-row";
import { PagedTable, Section } from "./section";

const COLUMNS = ["created", "owner", "what", "amount", "status", "flags", "reconciliation", "actions"] as const;
const STATUSES = ["waiting", "pending", "processing", "unknown", "confirmed", "failed"] as const;

/** Every user's operations, newest first, with who owns each and where reconciliation stands. */
export function OperationsSection() {
  const t = useTranslations("operator.operations");
  const tc = useTranslations("common");
  const [filter, setFilter] = useState<OperationsFilter>({ status: "", flagged: false });
  const query = useInfiniteQuery(operationsQuery(filter));
  const rows = query.data?.pages.flatMap((p) => p.operations) ?? [];

  return (
    <Section id="operations" title={t("title")} description={t("description")}>
      <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
        <SelectField label={t("filter.status")} value={filter.status} onChange={(e) => setFilter({ ...filter, status: e.target.value })}>
          <option value="">{t("filter.all")}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {s === "waiting" ? t("filter.waiting") : tc(`status.${s}`)}
            </option>
          ))}
        </SelectField>
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-5" checked={filter.flagged} onChange={(e) => setFilter({ ...filter, flagged: e.target.checked })} />
          {t("filter.flagged")}
        </label>
      </div>
      <PagedTable words={t} query={query} rows={rows.length} minWidth="min-w-[60rem]" testId="operations" columns={COLUMNS} numeric={["amount"]}>
        {rows.map((op) => (
          <OperationRow key={op.id} op={op} />
        ))}
      </PagedTable>
    </Section>
  );
}
