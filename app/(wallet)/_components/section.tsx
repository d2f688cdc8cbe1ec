import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** A titled block of a page, with an optional link to where it continues. */
export function Section({ id, title, more, children }: { id: string; title: string; more?: ReactNode; children: ReactNode }) {
  return (
    <Card role="region" aria-labelledby={id}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {more}
      </div>
      {children}
    </Card>
  );
}
