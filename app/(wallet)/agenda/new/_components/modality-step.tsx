"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState, LoadingState } from "@/components/ui/states";
import type { ServiceCompanySummary } from "@/lib/catalog/views";
import { companyQuery } from "@/lib/client/queries/agenda";
import { AdhesionForm } from "./adhesion-form";

/** The company's ways to identify a bill that allow reminders; then the chosen one's form. */
export function ModalityStep({ company }: { company: ServiceCompanySummary }) {
  const t = useTranslations("agenda.new");
  const query = useQuery(companyQuery(company.companyCode));
  const [chosen, setChosen] = useState<string | null>(null);

  if (query.isPending) return <LoadingState label={t("modality.loading")} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  const schedulable = query.data.modalities.filter((m) => m.isSchedulable);
  if (schedulable.length === 0) {
    return (
      <Card>
        <p className="font-medium">{t("modality.none", { company: company.companyName })}</p>
        <Link href={`/pay/${encodeURIComponent(company.companyCode)}`} className={buttonClass("secondary", "mt-3")}>
          {t("modality.payInstead")}
        </Link>
      </Card>
    );
  }
  // With a single way there is nothing to choose.
  const modality = schedulable.length === 1 ? schedulable[0] : schedulable.find((m) => m.modalityId === chosen);

  return (
    <>
      {schedulable.length > 1 ? (
        <Card>
          <fieldset>
            <legend className="mb-3 text-lg font-semibold">{t("step.modality")}</legend>
            <div className="space-y-2">
              {schedulable.map((m) => (
                <label
                  key={m.modalityId}
                  className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-600 dark:has-[:checked]:bg-slate-800"
                >
                  <input
                    type="radio"
                    name="modality"
                    className="mt-1 size-4"
                    checked={chosen === m.modalityId}
                    onChange={() => setChosen(m.modalityId)}
                  />
                  <span>
                    <span className="block font-medium">{m.modalityTitle ?? m.modalityType ?? m.modalityId}</span>
                    {m.modalityDescription ? <span className="block text-sm text-slate-600 dark:text-slate-300">{m.modalityDescription}</span> : null}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </Card>
      ) : null}
      {modality ? <AdhesionForm key={modality.modalityId} companyCode={company.companyCode} modality={modality} /> : null}
    </>
  );
}
