import Link from "next/link";
import { CompanyLogo } from "@/components/ui/company-logo";

type Company = { companyCode: string; companyName: string; companyLogo: string | null };

/** A catalogue's companies (gift-card brands, top-up carriers) as a grid of logos, each opening its page under `path`. */
export function CompanyGrid({ label, companies, path, busy = false }: { label: string; companies: Company[]; path: string; busy?: boolean }) {
  return (
    <ul aria-label={label} aria-busy={busy || undefined} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {companies.map((company) => (
        <li key={company.companyCode}>
          <Link
            href={`${path}/${encodeURIComponent(company.companyCode)}`}
            className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center font-medium shadow-sm hover:border-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-brand-500"
          >
            <CompanyLogo name={company.companyName} src={company.companyLogo} />
            <span>{company.companyName}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
