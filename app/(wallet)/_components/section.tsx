import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/states";
import { getTranslations } from "@/lib/platform/i18n/server";
import { BlockError } from "./block-error";

type Way = { href: string; label: string };

type Props<T> = {
  id: string;
  title: string;
  /** Where the block continues ("see all"). */
  more: Way;
  /** What the block read, or null when it could not (see load-block.ts). */
  rows: T[] | null;
  /** Said when there is nothing, with a way to start. */
  empty: { title: string; action?: Way };
  children: (rows: T[]) => ReactNode;
};

/** A titled block of the home page with its "see all" link, then its rows, or why there are none. */
export async function Section<T>({ id, title, more, rows, empty, children }: Props<T>) {
  const common = await getTranslations("common");
  return (
    <Card role="region" aria-labelledby={id}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <Link href={more.href} className="text-sm font-semibold text-brand-700 underline dark:text-brand-100">
          {more.label}
        </Link>
      </div>
      {rows === null ? (
        <BlockError message={common("states.error")} />
      ) : rows.length === 0 ? (
        <EmptyState title={empty.title}>
          {empty.action ? (
            <Link href={empty.action.href} className={buttonClass("secondary")}>
              {empty.action.label}
            </Link>
          ) : null}
        </EmptyState>
      ) : (
        children(rows)
      )}
    </Card>
  );
}
