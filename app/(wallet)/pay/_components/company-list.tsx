"use client";

import Link from "next/link";
import type { ServiceCompanySummary } from "@/lib/catalog/views";
import { CompanyLogo } from "@/components/ui/company-logo";
import { useCategoryLabel } from "@/components/ui/use-category-label";

/** Companies as cards; each opens its own page (`/pay/[code]`). */
export function CompanyList({ companies, busy }: { companies: ServiceCompanySummary[]; busy: boolean }) {
  const categoryLabel = useCategoryLabel();
  return (
    <ul aria-busy={busy || undefined} className={`grid gap-3 sm:grid-cols-2 lg:grid-cols-3 ${busy ? "opacity-60" : ""}`}>
      {companies.map((c) => (
        <li key={c.companyCode}>
          <Link
            href={`/pay/${encodeURIComponent(c.companyCode)}`}
            className="flex h-full min-h-16 items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-600 hover:bg-brand-50 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
          >
            {/* The name is printed beside the logo, so the image itself adds nothing to read out. */}
            <CompanyLogo name={c.companyName} src={c.companyLogo} />
            <span className="min-w-0">
              <span className="block font-semibold break-words">{c.companyName}</span>
              {c.categories.length > 0 ? (
                <span className="block text-sm text-slate-600 dark:text-slate-300">{c.categories.map(categoryLabel).join(" · ")}</span>
              ) : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
