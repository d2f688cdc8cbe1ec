import type { ReactNode } from "react";

const TONES = {
  alert: "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
  status: "border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100",
} as const;

/**
 * A sentence about the whole form or page, boxed: good news as a `status`, a refusal as an
 * `alert` (read out at once).
 */
export function Banner({ role, className = "", children }: { role: keyof typeof TONES; className?: string; children: ReactNode }) {
  return <p role={role} className={`${className} rounded-lg border p-3 text-sm font-medium ${TONES[role]}`.trim()}>{children}</p>;
}
