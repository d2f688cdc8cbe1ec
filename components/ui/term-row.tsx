import type { ReactNode } from "react";

/** One term and its value in a card's `<dl>`: the term muted on the left, the value on the right. */
export function TermRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3">
      <dt className="text-slate-600 dark:text-slate-300">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
