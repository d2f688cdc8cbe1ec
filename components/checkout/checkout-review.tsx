"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PinnedAction } from "./pinned-action";

type Props = {
  title: string;
  rows: { label: string; value: ReactNode }[];
  /** The amount to pay, formatted in its currency. */
  total: string;
  busy: boolean;
  onEdit: () => void;
  onConfirm: () => void;
  /** Why the last confirm failed, with its way forward. */
  error?: ReactNode;
  /** A warning above the buttons (a possible duplicate payment), and whether it holds the pay button. */
  warning?: ReactNode;
  blocked?: boolean;
};

/** The last look before paying: what, for whom, how much and how; one button pays (once). */
export function CheckoutReview({ title, rows, total, busy, onEdit, onConfirm, error, warning, blocked = false }: Props) {
  const t = useTranslations("common.checkout");
  const tc = useTranslations("common.actions");
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the review, not at the bottom of a vanished form.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} ref={heading} tabIndex={-1} className="text-xl font-bold">
        {title}
      </h2>
      <Card>
        <dl className="divide-y divide-slate-200 dark:divide-slate-700">
          {rows.map(({ label, value }) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
              <dd className="font-medium break-all">{value}</dd>
            </div>
          ))}
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 pt-3">
            <dt className="font-semibold">{t("total")}</dt>
            <dd className="text-2xl font-bold">{total}</dd>
          </div>
        </dl>
      </Card>
      {warning}
      {error}
      {/* One row, in reading order on every screen: "Modificar", then the pay button (pinned on phones). */}
      <PinnedAction className="sm:justify-end">
        <Button variant="secondary" onClick={onEdit} disabled={busy}>
          {tc("edit")}
        </Button>
        <Button onClick={onConfirm} busy={busy} disabled={blocked} className="flex-1 sm:min-w-48 sm:flex-none">
          {/* Every checkout's button says what it pays, as the card's total does: "Confirmar y pagar $ 12.345,67". */}
          {busy ? t("paying") : t("confirm", { amount: total })}
        </Button>
      </PinnedAction>
    </section>
  );
}
