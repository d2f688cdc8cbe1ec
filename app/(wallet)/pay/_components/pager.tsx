"use client";

import { ArrowLeft, ArrowRight } from "lucide-react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";

/** Previous / next, with the page number in words between them. */
export function Pager({ page, hasNext, busy, onPage }: { page: number; hasNext: boolean; busy: boolean; onPage: (page: number) => void }) {
  const t = useTranslations("common.states");
  const tp = useTranslations("pay.browse");
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label={tp("pagination")} className="flex items-center justify-between gap-3">
      <Button variant="secondary" className="disabled:opacity-50" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <ArrowLeft aria-hidden className="inline size-4" /> {t("previous")}
      </Button>
      <span className="text-sm text-slate-600 dark:text-slate-300">{tp("page", { page })}</span>
      <Button variant="secondary" className="disabled:opacity-50" disabled={!hasNext || busy} onClick={() => onPage(page + 1)}>
        {t("next")} <ArrowRight aria-hidden className="inline size-4" />
      </Button>
    </nav>
  );
}
