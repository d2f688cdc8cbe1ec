"use client";

import { useTranslations } from "use-intl";

export type Status = "pending" | "processing" | "unknown" | "confirmed" | "failed";

// Every status has its own icon and word: colour is never the only sign.
const LOOK: Record<Status, { icon: string; className: string }> = {
  pending: { icon: "…", className: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100" },
  processing: { icon: "◐", className: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50" },
  unknown: { icon: "?", className: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50" },
  confirmed: { icon: "✓", className: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50" },
  failed: { icon: "✕", className: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50" },
};

export function StatusBadge({ status }: { status: Status }) {
  const t = useTranslations("common.status");
  const look = LOOK[status];
  return (
    <span data-status={status} className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ${look.className}`}>
      <span aria-hidden>{look.icon}</span>
      {t(status)}
    </span>
  );
}
