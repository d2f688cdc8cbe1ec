"use client";

import { useFormatter, useTranslations } from "use-intl";
import type { OperationDetail } from "@/lib/client/queries/operations";

export type DetailRow = { label: string; value: string };

/** The operation's details as label/value pairs: shown while it is not yet confirmed (the receipt has its own rows). */
export function useDetailRows(op: OperationDetail): DetailRow[] {
  const t = useTranslations("operation.details");
  const common = useTranslations("common");
  const format = useFormatter();
  const date = new Date(op.settledAt ?? op.createdAt);
  const rows: DetailRow[] = [
    { label: t("company"), value: op.companyName },
    { label: t("kind"), value: common(`kind.${op.kind}`) },
    { label: t("amount"), value: format.number(op.amount, { style: "currency", currency: op.currency }) },
    { label: t("method"), value: common(`paymentMethod.${op.paymentMethod}`) },
    { label: t("date"), value: format.dateTime(date, { dateStyle: "medium", timeStyle: "short" }) },
    { label: t("operationId"), value: op.id },
  ];
  if (op.receipt?.providerOperationId) rows.push({ label: t("providerOperationId"), value: op.receipt.providerOperationId });
  // The values the user typed, under the company's own label for the field (a top-up has one: the number).
  for (const { identifierName, identifierValue, label } of op.identifiers) {
    rows.push({ label: label ?? (op.kind === "topup" ? t("number") : identifierName), value: identifierValue });
  }
  return rows;
}

export function DetailList({ rows }: { rows: DetailRow[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-sm text-slate-600 dark:text-slate-300">{row.label}</dt>
          <dd className="font-medium break-all">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
