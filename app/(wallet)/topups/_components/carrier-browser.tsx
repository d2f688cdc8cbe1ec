"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { CompanyGrid } from "@/components/checkout/company-grid";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useDebounced } from "@/components/ui/use-debounced";
import { carriersQuery } from "@/lib/client/queries/topups";
import { searchTerm } from "@/lib/rules/search";
import type { Country } from "@/lib/rules/country";

/** One country's carriers, as a grid of logos, with a search from 3 characters. */
export function CarrierBrowser({ country }: { country: Country }) {
  const t = useTranslations("topups.carriers");
  const [typed, setTyped] = useState("");
  const debounced = useDebounced(typed.trim(), 300);
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
        <CompanyGrid label={t("listLabel")} companies={carriers.data} path="/topups" busy={carriers.isFetching} />
      )}
    </div>
  );
}
