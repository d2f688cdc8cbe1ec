"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "use-intl";

/**
 * While the company answers (some take seconds): who is being asked, and the shape of the list
 * that is coming. The words are a polite status for screen readers; the skeleton is decoration.
 */
export function DebtsLoading({ companyName }: { companyName: string }) {
  const t = useTranslations("pay.query");
  const ref = useRef<HTMLDivElement>(null);
  // On a phone the answer appears below the fold: show where it is coming. (Braces: newer browsers
  // return a promise from scrollIntoView, and an effect may only return its cleanup.)
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "nearest" });
  }, []);
  return (
    <div ref={ref} data-testid="debts-loading" className="scroll-mt-4 scroll-mb-24 space-y-3">
      <p role="status" className="flex items-center gap-2 font-semibold">
        <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-brand-700 border-t-transparent dark:border-brand-100" />
        {t("running", { company: companyName })}
      </p>
      <ul aria-hidden className="space-y-3">
        {[0, 1].map((i) => (
          <li key={i} className="animate-pulse rounded-xl border border-slate-200 bg-white p-4 motion-reduce:animate-none dark:border-slate-700 dark:bg-slate-900">
            <div className="flex items-start gap-3">
              <div className="mt-1 size-5 shrink-0 rounded-full bg-slate-200 dark:bg-slate-700" />
              <div className="flex-1 space-y-2">
                <div className="h-4 w-2/5 rounded bg-slate-200 dark:bg-slate-700" />
                <div className="h-6 w-1/3 rounded bg-slate-200 dark:bg-slate-700" />
                <div className="h-3 w-1/2 rounded bg-slate-200 dark:bg-slate-700" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
