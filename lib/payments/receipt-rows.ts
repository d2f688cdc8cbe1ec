// The receipt's rows in the user's language, the same on the page and in the PDF. Pure: the caller
// passes its translators (operation.receipt and common) and its formatter, client or server.
import type { createFormatter } from "use-intl/core";
import type { OperationReceiptDetail } from "./read";
import { feeLabel, totalWithFees } from "./bills/charges";
import { periodMonth, readTicket } from "./receipt-lines";

export type ReceiptRow = {
  /** Stable per row, for React keys and tests. */
  id: string;
  label: string;
  value: string;
  /** A long number the user may need to quote: shown short, copied and read out whole. */
  copy?: boolean;
};

export type Translate = (key: string, values?: Record<string, string | number>) => string;
type Format = Pick<ReturnType<typeof createFormatter>, "number" | "dateTime">;

export type ReceiptSource = Pick<
  OperationReceiptDetail,
  | "id" | "kind" | "status" | "companyName" | "amount" | "currency" | "paymentMethod" | "identifiers" | "period"
  | "createdAt" | "settledAt" | "receipt" | "holder" | "nickname" | "billSummary" | "pin"
>;

/** The month a bill is for, in words ("noviembre de 2026"), or the provider's concept as it came. */
function periodRow(concept: string | null, t: Translate, format: Format): ReceiptRow | null {
  if (!concept) return null;
  const month = periodMonth(concept);
  if (!month) return { id: "concept", label: t("concept"), value: concept };
  // Mid-month at noon UTC: no time zone moves it into another month.
  const date = new Date(Date.UTC(month.year, month.month - 1, 15, 12));
  return { id: "period", label: t("period"), value: format.dateTime(date, { month: "long", year: "numeric" }) };
}

/** The bill's amount, each fee and their total, when the provider charged fees; the amount alone otherwise. */
function amountRows(op: ReceiptSource, t: Translate, common: Translate, format: Format): ReceiptRow[] {
  const money = (amount: number) => format.number(amount, { style: "currency", currency: op.currency });
  const fees = op.billSummary?.fees ?? [];
  const amount = { id: "amount", label: t("amount"), value: money(op.amount) };
  if (fees.length === 0) return [amount];
  return [
    amount,
    ...fees.map((fee, index) => ({ id: `fee-${index}`, label: feeLabel(fee.name, common), value: money(fee.amount) })),
    { id: "total", label: common("fees.total"), value: money(totalWithFees(op.amount, fees)) },
  ];
}

/** What Saldo knows of the payment: who, to whom, for what, how much, when, and its numbers. */
export function receiptRows(op: ReceiptSource, t: Translate, common: Translate, format: Format): ReceiptRow[] {
  const bill = op.billSummary;
  const rows: (ReceiptRow | null)[] = [
    { id: "holder", label: t("holder"), value: op.holder },
    op.nickname ? { id: "account", label: t("account"), value: op.nickname } : null,
    // Whose bill it was, as the company names its holder: the address masked, as the review showed it.
    bill?.holderName ? { id: "billHolder", label: t("billHolder"), value: bill.holderName } : null,
    bill?.holderAddress ? { id: "billAddress", label: t("billAddress"), value: bill.holderAddress } : null,
    { id: "company", label: t("company"), value: op.companyName },
    ...op.identifiers.map((i, index) => ({
      id: `identifier-${index}`,
      label: i.label ?? (op.kind === "topup" ? t("number") : t("identifier")),
      value: i.identifierValue,
    })),
    periodRow(op.period, t, format),
    ...amountRows(op, t, common, format),
    // Masked with its last four: the full PIN is shown once, then only on an explicit reveal.
    op.pin?.masked ? { id: "pin", label: t("pin"), value: op.pin.masked } : null,
    { id: "method", label: t("method"), value: common(`paymentMethod.${op.paymentMethod}`) },
    { id: "dateTime", label: t("dateTime"), value: format.dateTime(new Date(op.settledAt ?? op.createdAt), { dateStyle: "long", timeStyle: "short" }) },
    { id: "status", label: t("status"), value: common(`status.${op.status}`) },
    { id: "operationId", label: t("operationId"), value: op.id, copy: true },
    op.receipt?.providerOperationId
      ? { id: "providerOperationId", label: t("providerOperationId"), value: op.receipt.providerOperationId, copy: true }
      : null,
  ];
  return rows.filter((row): row is ReceiptRow => row !== null);
}

const COPYABLE = new Set(["providerOperation", "transaction", "securityCode"]);

/** The provider's ticket, each line under a label in the user's language. */
export function ticketRows(op: Pick<ReceiptSource, "identifiers" | "receipt">, t: Translate, common: Translate): ReceiptRow[] {
  return readTicket(op.receipt?.ticket ?? [], op.identifiers).map((field, index) => {
    const id = `ticket-${index}`;
    switch (field.kind) {
      case "identifier":
        return { id, label: field.label ?? t("fields.identifier"), value: field.value };
      case "other":
        return { id, label: field.label ?? t("fields.note"), value: field.value };
      case "paymentMethod":
        return { id, label: t("fields.paymentMethod"), value: field.method ? common(`paymentMethod.${field.method}`) : field.value };
      default:
        return { id, label: t(`fields.${field.kind}`), value: field.value, ...(COPYABLE.has(field.kind) ? { copy: true } : {}) };
    }
  });
}
