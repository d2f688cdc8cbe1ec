import { CircleCheck, CircleX, Info, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

const ICONS = { info: Info, done: CircleCheck, stop: CircleX, warning: TriangleAlert } as const;
export type NoticeIcon = keyof typeof ICONS;

/** A refusal the user can act on: an icon and words (never colour alone), a hint, a way forward. */
export function Notice({ icon, text, hint, children }: { icon: NoticeIcon; text: ReactNode; hint?: string; children?: ReactNode }) {
  const Icon = ICONS[icon];
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <p className="font-semibold">
        <Icon aria-hidden className="mr-1.5 inline size-5 align-[-0.25em]" />
        {text}
      </p>
      {hint ? <p className="mt-1 text-sm">{hint}</p> : null}
      {children ? <div className="mt-3 flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
