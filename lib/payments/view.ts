import "server-only";
import type { OperationReceipt } from "@/lib/platform/db/schema";
import type { OperationRow, OperationStatus } from "./state";
import { presentCompanyName } from "@/lib/catalog/present";

/** The operation as the BFF shows it to its owner (never the PIN, never provider secrets). */
export type OperationView = {
  id: string;
  kind: OperationRow["kind"];
  status: OperationStatus;
  /** For the operator console; the owner's pages show the translated message of statusReasonCode. */
  statusReason: string | null;
  /** Why it failed or is still unknown, as a code (lib/rules/reasons.ts). */
  statusReasonCode: string | null;
  companyCode: string;
  companyName: string;
  amount: number;
  currency: string;
  paymentMethod: OperationRow["paymentMethod"];
  /** "autopay" when Saldo paid it for the user (docs/reminders-and-autopay.md). */
  origin: OperationRow["origin"];
  externalPaymentId: string;
  identifiers: OperationRow["identifiers"];
  productId: string | null;
  /** What a bill was for ("Factura 2026-11"), when the provider said. */
  period: string | null;
  /** A bill's holder, masked address and fees (lib/payments/bills/charges.ts); null for others and older bills. */
  billSummary: OperationRow["billSummary"];
  hasPin: boolean;
  createdAt: string;
  updatedAt: string;
  settledAt: string | null;
  /** The nickname of the saved account it paid, when lists add it (lib/saved-accounts/nicknames.ts). */
  nickname?: string | null;
  receipt?: (OperationReceipt & { providerOperationId: string | null }) | null;
};

export function toOperationView(op: OperationRow, withReceipt = false): OperationView {
  const view: OperationView = {
    id: op.id,
    kind: op.kind,
    status: op.status,
    statusReason: op.statusReason,
    statusReasonCode: op.statusReasonCode,
    companyCode: op.companyCode,
    companyName: presentCompanyName(op.companyName),
    amount: op.amount,
    currency: op.currency,
    paymentMethod: op.paymentMethod,
    origin: op.origin,
    externalPaymentId: op.externalPaymentId,
    identifiers: op.identifiers,
    productId: op.productId,
    period: op.period,
    billSummary: op.billSummary,
    hasPin: op.pinCiphertext !== null,
    createdAt: op.createdAt.toISOString(),
    updatedAt: op.updatedAt.toISOString(),
    settledAt: op.settledAt?.toISOString() ?? null,
  };
  if (withReceipt) {
    view.receipt = op.receipt ? { ...op.receipt, providerOperationId: op.providerOperationId } : null;
  }
  return view;
}
