"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";
import { Card } from "@/components/ui/card";
import type { ServiceCompanySummary } from "@/lib/catalog/views";
import { CompanySearch } from "./company-search";
import { ModalityStep } from "./modality-step";

/** Adding a saved bill: the company, then a modality that allows reminders, its fields and a name. */
export function NewAdhesion() {
  const t = useTranslations("agenda.new");
  const [company, setCompany] = useState<ServiceCompanySummary | null>(null);

  return (
    <div className="space-y-4">
      <Card>
        <h2 className="mb-3 text-lg font-semibold">{t("step.company")}</h2>
        {company ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium">{company.companyName}</p>
            <button
              type="button"
              onClick={() => setCompany(null)}
              className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 underline hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800"
            >
              {t("changeCompany")}
            </button>
          </div>
        ) : (
          <CompanySearch onPick={setCompany} />
        )}
      </Card>
      {company ? <ModalityStep key={company.companyCode} company={company} /> : null}
    </div>
  );
}
