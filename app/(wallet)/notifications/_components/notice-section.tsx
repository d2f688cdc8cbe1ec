import type { ReactNode } from "react";

/** One kind of Saldo's own notices: its heading, then its cards in a grid (one `<li>` each). */
export function NoticeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-6 space-y-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">{children}</ul>
    </section>
  );
}

/** "Nuevo" beside a notice the user has not seen yet. */
export function NewBadge({ label }: { label: string }) {
  return <span className="ml-2 rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900 dark:bg-blue-900 dark:text-blue-50">{label}</span>;
}
