"use client";

import { Check, CircleHelp, Clock, Ellipsis, X, type LucideIcon } from "lucide-react";
import { useTranslations } from "use-intl";

export type Status = "pending" | "processing" | "unknown" | "confirmed" | "failed";

// Every status has its own icon and word: colour is never the only sign.
const LOOK: Record<Status, { icon: LucideIcon; className: string }> = {
  pending: { icon: Ellipsis, className: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100" },
  processing: { icon: Clock, className: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50" },
  unknown: { icon: CircleHelp, className: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50" },
  confirmed: { icon: Check, className: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50" },
  failed: { icon: X, className: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50" },
};

export function StatusBadge({ status }: { status: Status }) {
  const t = useTranslations("common.status");
  const look = LOOK[status];
  const Icon = look.icon;
  return (
    <span data-status={status} className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ${look.className}`}>
      <Icon aria-hidden className="size-4" />
      {t(status)}
    </span>
  );
}
