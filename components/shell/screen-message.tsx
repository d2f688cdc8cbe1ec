import type { ReactNode } from "react";
import type { ScreenIcon } from "./screen-icons";

/** A whole-page message (not found, error, offline): an icon, a heading, a sentence, then what to do. */
export function ScreenMessage({
  id,
  icon: Icon,
  title,
  body,
  alert = false,
  children,
}: {
  id: string;
  icon: ScreenIcon;
  title: string;
  body: string;
  /** An error: announced at once, in red. */
  alert?: boolean;
  children: ReactNode;
}) {
  return (
    <section role={alert ? "alert" : undefined} aria-labelledby={id} className="mx-auto max-w-md py-10 text-center">
      <Icon className={`mx-auto mb-4 size-12 ${alert ? "text-red-700 dark:text-red-400" : "text-brand-700 dark:text-brand-100"}`} />
      <h1 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{body}</p>
      {children}
    </section>
  );
}
