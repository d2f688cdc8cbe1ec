"use client";

import Link from "next/link";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ApiError } from "@/lib/client/api";

type Props = {
  rows: { label: string; value: ReactNode }[];
  total: string;
  busy: boolean;
  error: unknown;
  /** What a 429 means here (a top-up's per-number limit, a gift card's). */
  limitMessage: string;
  onEdit: () => void;
  onConfirm: () => void;
};

/** A refusal in the user's words: our own text for known codes, the provider's for its refusals. */
function CheckoutError({ error, limitMessage }: { error: unknown; limitMessage: string }) {
  const t = useTranslations("purchase.errors");
  const common = useTranslations("common.errors");
  if (!error) return null;
  let message = common("generic");
  let operationId: string | undefined;
  if (error instanceof ApiError) {
    operationId = typeof error.details?.operationId === "string" ? error.details.operationId : undefined;
    if (error.code === "NETWORK") message = t("network");
    else if (error.status === 401) message = common("session");
    else if (error.code === "RATE_LIMITED") message = limitMessage;
    else if (error.code === "IDEMPOTENCY_KEY_REUSED") message = t("reused");
    else if (error.status >= 500) message = t("unavailable");
    else message = error.message;
  }
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      <p className="font-medium">
        <span aria-hidden>⚠ </span>
        {message}
      </p>
      {operationId ? (
        <Link href={`/operations/${operationId}`} className="mt-2 inline-block font-semibold underline">
          {t("seeOperation")}
        </Link>
      ) : null}
    </div>
  );
}

/** The last look before paying: what, for whom, how much and how; one button pays. */
export function PurchaseReview({ rows, total, busy, error, limitMessage, onEdit, onConfirm }: Props) {
  const t = useTranslations("purchase.review");
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the review, not at the bottom of a vanished form.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="space-y-4">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {t("title")}
      </h2>
      <dl className="divide-y divide-slate-200 dark:divide-slate-700">
        {rows.map(({ label, value }) => (
          <div key={label} className="flex flex-wrap justify-between gap-2 py-2">
            <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-2 py-2 text-lg">
          <dt className="font-semibold">{t("total")}</dt>
          <dd className="font-bold">{total}</dd>
        </div>
      </dl>
      <CheckoutError error={error} limitMessage={limitMessage} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onEdit} disabled={busy}>
          {t("edit")}
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {busy ? t("paying") : t("confirm", { amount: total })}
        </Button>
      </div>
    </Card>
  );
}
