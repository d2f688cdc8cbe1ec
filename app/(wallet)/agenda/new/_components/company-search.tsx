"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { CompanyLogo } from "@/components/ui/company-logo";
import { TextField } from "@/components/ui/field";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import type { ServiceCompanySummary } from "@/lib/catalog/views";
import { companySearchQuery } from "@/lib/client/queries/agenda";
import { SEARCH_MIN, searchTerm } from "@/lib/rules/search";


/** Search by name from 3 characters, asked once the user stops typing for a moment. */
export function CompanySearch({ onPick }: { onPick: (company: ServiceCompanySummary) => void }) {
  const t = useTranslations("agenda.new");
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useQuery(companySearchQuery(search));

  return (
    <div className="space-y-3">
      <TextField
        label={t("search.label")}
        help={t("search.help", { min: SEARCH_MIN })}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {searchTerm(search) === undefined ? null : query.isPending ? (
        <LoadingState label={t("search.loading")} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.companies.length === 0 ? (
        <EmptyState title={t("search.empty", { search })} />
      ) : (
        <ul aria-label={t("search.results")} className="grid gap-2 sm:grid-cols-2">
          {query.data.companies.map((company) => (
            <li key={company.companyCode}>
              <button
                type="button"
                onClick={() => onPick(company)}
                className="flex min-h-11 w-full items-center gap-3 rounded-lg border border-slate-300 p-2 text-left hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
              >
                <CompanyLogo name={company.companyName} src={company.companyLogo} size="sm" />
                <span className="font-medium">{company.companyName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
