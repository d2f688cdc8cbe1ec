import type { OperationDetail } from "@/lib/client/operation-filters";
import { getFormatter, getTranslations } from "@/lib/platform/i18n/server";

/** The operation's details, shown while it is not yet confirmed (the receipt has its own rows). */
export async function DetailList({ op }: { op: OperationDetail }) {
  const t = await getTranslations("operation.details");
  const common = await getTranslations("common");
  const format = await getFormatter();
  const date = new Date(op.settledAt ?? op.createdAt);
  const rows = [
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
