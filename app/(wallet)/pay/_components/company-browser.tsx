"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { SelectField, TextField } from "@/components/ui/field";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { billCompaniesOptions, billTagsOptions } from "@/lib/client/queries/bills";
import { CompanyList } from "./company-list";
import { useCategoryLabel } from "@/components/ui/use-category-label";
import { useDebounced } from "@/components/ui/use-debounced";
import { Pager } from "./pager";
import { SEARCH_MIN, searchTerm } from "@/lib/rules/search";
import type { Country } from "@/lib/rules/country";

/** Shorter searches would match half the catalogue (the BFF refuses them too). */

/**
 * Bill companies of one country: search by name, filter by category, a page at a time. The search
 * comes first, what most visits need; `beforeResults` (another way to find the bill) sits between
 * it and the companies.
 */
export function CompanyBrowser({ country, beforeResults }: { country: Country; beforeResults?: ReactNode }) {
  const t = useTranslations("pay.browse");
  const [term, setTerm] = useState("");
  const [tag, setTag] = useState("");
  const [page, setPage] = useState(1);
  const typed = term.trim();
  const settled = useDebounced(typed, 300);
  const search = searchTerm(settled);

  const tags = useQuery(billTagsOptions());
  const categoryLabel = useCategoryLabel();
  const companies = useQuery({
    ...billCompaniesOptions({ page, search, tag: tag || undefined, country }),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

  return (
    <div className="space-y-4">
      <div role="search" className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t("searchLabel")}
          help={typed.length > 0 && typed.length < SEARCH_MIN ? t("searchTooShort", { min: SEARCH_MIN }) : t("searchHelp")}
          type="search"
          autoComplete="off"
          value={term}
          onChange={(e) => {
            setTerm(e.target.value);
            setPage(1);
          }}
        />
        <SelectField
          label={t("categoryLabel")}
          help={tags.isError ? t("categoriesUnavailable") : undefined}
          value={tag}
          onChange={(e) => {
            setTag(e.target.value);
            setPage(1);
          }}
        >
          <option value="">{t("allCategories")}</option>
          {tags.data?.categories.map((c) => (
            <option key={c.tag} value={c.tag}>
              {categoryLabel(c)}
            </option>
          ))}
        </SelectField>
      </div>
      {beforeResults}

      {companies.isPending ? (
        <LoadingState label={t("loading")} />
      ) : companies.isError ? (
        <ErrorState error={companies.error} onRetry={() => void companies.refetch()} />
      ) : companies.data.companies.length === 0 && page === 1 ? (
        <EmptyState title={search ? t("noMatch", { search }) : t("noCompanies")}>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("noMatchHint")}</p>
        </EmptyState>
      ) : (
        <>
          <p role="status" className="sr-only">
            {t("pageStatus", { page, count: companies.data.companies.length })}
          </p>
          <CompanyList companies={companies.data.companies} busy={companies.isPlaceholderData} />
          <Pager
            page={page}
            hasNext={companies.data.nextPage !== null}
            busy={companies.isPlaceholderData}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
