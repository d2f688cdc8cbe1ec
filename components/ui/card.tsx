import type { HTMLAttributes } from "react";

/**
 * A card may shrink below its content's width (min-w-0): as a grid or flex item it keeps to its
 * track, so a long name inside is truncated or wrapped instead of widening the page.
 */
export function Card({ className = "", ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={`min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900 ${className}`}
      {...rest}
    />
  );
}
