"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { ModalityPicker } from "@/components/checkout/modality-picker";
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
          <ModalityPicker modalities={schedulable} value={chosen ?? undefined} onChange={setChosen} legend={t("step.modality")} />
        </Card>
      ) : null}
      {modality ? <AdhesionForm key={modality.modalityId} companyCode={company.companyCode} company={query.data} modality={modality} /> : null}
    </>
  );
}
