"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "use-intl";
import { DateText } from "@/components/ui/money";
import { adhesionMismatchesQuery } from "@/lib/client/queries/operator";
import { td } from "./cells";
import { QueryTable, Section } from "./section";

/**
 * Saved accounts whose automatic debit at the provider says otherwise than Saldo's autopay: the
 * user sees Saldo's only, so a person checks the provider's (docs/reminders-and-autopay.md).
 */
export function AdhesionsSection() {
  const t = useTranslations("operator.adhesions");
  const query = useQuery(adhesionMismatchesQuery());
  const onOff = (on: boolean) => t(on ? "on" : "off");
  return (
    <Section id="adhesions" title={t("title")} description={t("description")}>
      <QueryTable
        query={query}
        rows={query.data?.length ?? 0}
        words={t}
        minWidth="min-w-[48rem]"
        testId="adhesion-mismatches"
        columns={["owner", "account", "provider", "saldo", "seen"]}
      >
        {(query.data ?? []).map((m) => (
          <tr key={`${m.owner.id}|${m.agendaId}`} className="border-t border-slate-200 dark:border-slate-700" data-agenda={m.agendaId}>
            <td className={`${td} break-all`}>{m.owner.email}</td>
            <th scope="row" className={`${td} text-left font-normal`}>
              <span className="block">{m.companyCode}</span>
              <code translate="no" className="block text-xs break-all">
                {m.agendaId}
              </code>
            </th>
            <td className={td}>{onOff(m.provider)}</td>
            <td className={td}>{onOff(m.saldo)}</td>
            <td className={td}>
              <DateText value={m.firstSeenAt} withTime /> – <DateText value={m.lastSeenAt} withTime />
            </td>
          </tr>
        ))}
      </QueryTable>
    </Section>
  );
}
