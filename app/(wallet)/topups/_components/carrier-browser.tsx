"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { CompanyLogo } from "@/components/ui/company-logo";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { carriersQuery } from "@/lib/client/queries/topups";
import { searchTerm } from "@/lib/rules/search";
import type { Country } from "@/lib/rules/country";

/** Waits until typing pauses, so each keystroke does not become a request. */
function useDebounced(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** One country's carriers, as a grid of logos, with a search from 3 characters. */
export function CarrierBrowser({ country }: { country: Country }) {
  const t = useTranslations("topups.carriers");
  const [typed, setTyped] = useState("");
  const debounced = useDebounced(typed.trim());
  // Until the term is long enough, every carrier is shown.
  const search = searchTerm(debounced) ?? "";
  const carriers = useQuery({ ...carriersQuery(search, country), placeholderData: keepPreviousData });

  return (
    <div className="space-y-4">
      <div role="search">
        <TextField
          label={t("searchLabel")}
          help={t("searchHelp")}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
        />
      </div>
      {carriers.isPending ? (
        <LoadingState />
      ) : carriers.isError ? (
        <ErrorState error={carriers.error} onRetry={() => void carriers.refetch()} />
      ) : carriers.data.length === 0 ? (
        <EmptyState title={search ? t("noMatch", { search }) : t("none")}>
          {search ? (
            <Button variant="secondary" onClick={() => setTyped("")}>
              {t("clearSearch")}
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <ul aria-label={t("listLabel")} aria-busy={carriers.isFetching || undefined} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {carriers.data.map((carrier) => (
            <li key={carrier.companyCode}>
              <Link
                href={`/topups/${encodeURIComponent(carrier.companyCode)}`}
                className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center font-medium shadow-sm hover:border-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-brand-500"
              >
                <CompanyLogo name={carrier.companyName} src={carrier.companyLogo} />
                <span>{carrier.companyName}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
