"use client";

import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";

/** A titled part of the console. */
export function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-slate-600 dark:text-slate-300">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** The next page of a cursor-paged list, while there is one. */
export function LoadMore({ hasMore, loading, onLoad }: { hasMore: boolean; loading: boolean; onLoad: () => void }) {
  const t = useTranslations("operator");
  if (!hasMore) return <p className="text-sm text-slate-600 dark:text-slate-300">{t("end")}</p>;
  return (
    <Button variant="secondary" busy={loading} onClick={onLoad}>
      {t("loadMore")}
    </Button>
  );
}

/** A wide table that scrolls sideways on a phone; focusable so a keyboard can scroll it. */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
      {children}
    </div>
  );
}

export const th = "px-3 py-2 text-left font-semibold";
export const td = "px-3 py-2 align-top";
