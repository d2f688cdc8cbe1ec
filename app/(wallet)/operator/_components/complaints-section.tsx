"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { SelectField } from "@/components/ui/field";
import { DateText, Money } from "@/components/ui/money";
import { complaintQueueQuery } from "@/lib/client/queries/operator";
import { isOpenState, timeLeft } from "@/lib/complaints/rules";
import type { QueueComplaint } from "@/lib/complaints/operator";
import { td } from "./cells";
import { QueryTable, Section } from "./section";

const COLUMNS = ["number", "owner", "operation", "reason", "state", "due"] as const;

/** Time left to answer, red once overdue (and said in words: colour is never the only sign). */
function TimeLeft({ c }: { c: QueueComplaint }) {
  const t = useTranslations("complaints.queue");
  if (!isOpenState(c.state)) {
    return c.closedAt ? (
      <span>
        {t("closedAt")} <DateText value={c.closedAt} withTime />
      </span>
    ) : null;
  }
  const left = timeLeft(c.dueAt, Date.now());
  return (
    <span data-overdue={left.overdue} className={left.overdue ? "font-semibold text-red-700 dark:text-red-400" : undefined}>
      {t(left.overdue ? "overdue" : "left", { days: left.days, hours: left.hours })}
      <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">
        <DateText value={c.dueAt} withTime />
      </span>
    </span>
  );
}

/** The complaint queue: waiting ones soonest due first, or the latest answered; each opens its detail. */
export function ComplaintsSection() {
  const t = useTranslations("complaints");
  const tq = useTranslations("complaints.queue");
  const tc = useTranslations("common");
  const [state, setState] = useState<"open" | "closed">("open");
  const query = useQuery(complaintQueueQuery(state));
  const rows = query.data ?? [];
  return (
    <Section id="complaints" title={tq("title")} description={tq("description")}>
      <div className="sm:w-1/2">
        <SelectField label={tq("show")} value={state} onChange={(e) => setState(e.target.value === "closed" ? "closed" : "open")}>
          <option value="open">{tq("open")}</option>
          <option value="closed">{tq("closed")}</option>
        </SelectField>
      </div>
      <QueryTable words={tq} query={query} rows={rows.length} minWidth="min-w-[52rem]" testId="complaints" columns={COLUMNS}>
        {rows.map((c) => (
          <tr key={c.id} className="border-t border-slate-200 dark:border-slate-700" data-complaint={c.id}>
            <th scope="row" className={`${td} text-left`}>
              <Link href={`/operator/complaints/${c.id}`} className="font-semibold underline">
                {c.number}
              </Link>
            </th>
            <td className={`${td} break-all`}>{c.owner.email}</td>
            <td className={td}>
              <span className="block font-medium">{c.operation.companyName}</span>
              <span className="text-slate-600 dark:text-slate-300">
                {tc(`kind.${c.operation.kind}`)} · <Money amount={c.operation.amount} currency={c.operation.currency} />
              </span>
            </td>
            <td className={td}>{t(`reason.${c.reason}`)}</td>
            <td className={td}>{t(`state.${c.state}`)}</td>
            <td className={td}>
              <TimeLeft c={c} />
            </td>
          </tr>
        ))}
      </QueryTable>
    </Section>
  );
}
