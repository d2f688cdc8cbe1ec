// Payment operations of the three services and how they reach a final state.
import type { Currency } from "./catalog/types";
import { uuid } from "./ids";

export type OperationKind = "bill" | "topup" | "giftcard";
export type OperationStatus = "processing" | "confirmed" | "failed";
export type PaymentMethod = "ACCOUNT" | "DEBIT" | "CREDIT";
export const PAYMENT_METHODS: readonly string[] = ["ACCOUNT", "DEBIT", "CREDIT"];

/** What the test value of an identifier makes the provider do with the payment. */
export type Outcome = "confirm" | "fail" | "confirm-without-callback";

export type Operation = {
  kind: OperationKind;
  operationId: string;
  externalPaymentId: string;
  externalClientId: string | null;
  companyCode: string;
  companyName: string;
  amount: number;
  currency: Currency;
  paymentMethod: PaymentMethod;
  paymentDetails: Record<string, unknown> | null;
  identifiers: { identifierName: string; identifierValue: string }[];
  productId: string | null;
  status: OperationStatus;
  statusDescription: string | null;
  outcome: Outcome;
  createdAt: string;
  updatedAt: string;
  activatePin: string | null;
  /** Bill payments: the bill being paid, released again when the payment fails. */
  debt: { accountKey: string; billIndex: number; modalityId: string } | null;
  receipt: { providerOperationId: string; operationNumber: string; securityCode: string };
  /** The whole transaction's id: every later answer about the operation (status reads) carries it. */
  mainTx?: string;
  /** When (ms since the epoch) a payment answered as processing settles: a restart resumes it. */
  settlesAt?: number;
};

export const AGENT = "Saldo Sandbox Agent";
export const PROVIDER_NAME = "Sandbox Provider";

export function newOperationId(kind: OperationKind): string {
  // Distinct prefixes make a misrouted status read easy to spot in logs.
  const prefix = { bill: "SOP", topup: "ROP", giftcard: "GOP" }[kind];
  return `${prefix}-${uuid()}`;
}

export function newReceipt(operationId: string): Operation["receipt"] {
  const digits = operationId.replace(/\D/g, "").padEnd(12, "7");
  return {
    providerOperationId: operationId,
    operationNumber: digits.slice(0, 10),
    securityCode: digits.slice(-6).toUpperCase(),
  };
}

const money = (op: Operation) =>
  new Intl.NumberFormat("es-AR", { style: "currency", currency: op.currency }).format(op.amount);

/** Receipt lines for a monospace font (docs/provider/notes.md §2.5); empty until final. */
export function ticket(op: Operation): string[] {
  if (op.status !== "confirmed") return [];
  const when = op.updatedAt.replace("T", " ").slice(0, 19);
  const lines = [
    "COMPROBANTE DE PAGO",
    `Fecha: ${when} UTC`,
    `Empresa: ${op.companyName} (${op.companyCode})`,
    ...op.identifiers.map((id) => `${id.identifierName}: ${id.identifierValue}`),
    `Operacion: ${op.operationId}`,
    `Nro. transaccion: ${op.receipt.operationNumber}`,
    `Cod. seguridad: ${op.receipt.securityCode}`,
    `Medio de pago: ${op.paymentMethod}`,
    `TOTAL: ${money(op)}`,
    `Agente: ${AGENT}`,
  ];
  return lines;
}

/** The operation as the status read and the payment answers show it. */
export function operationView(op: Operation, clientUsername: string) {
  const base = {
    operationId: op.operationId,
    status: op.status,
    statusDescription: op.statusDescription,
    createdAt: op.createdAt,
    updatedAt: op.updatedAt,
    companyCode: op.companyCode,
    companyName: op.companyName,
    amount: op.amount,
    currency: op.currency,
    paymentMethod: op.paymentMethod,
    externalClientId: op.externalClientId,
    externalPaymentId: op.externalPaymentId,
    additionalData: {
      agent: AGENT,
      customerId: op.identifiers[0]?.identifierValue ?? null,
      ticket: ticket(op),
      providerName: PROVIDER_NAME,
      ...(op.kind === "giftcard" ? { activatePin: op.activatePin } : {}),
    },
  };
  if (op.kind === "bill") {
    return { ...base, identifiers: op.identifiers, agent: AGENT, clientUsername };
  }
  if (op.kind === "topup") {
    return { ...base, identifiers: op.identifiers, agent: AGENT, clientUserName: clientUsername };
  }
  return { ...base, productId: op.productId, activatePin: op.activatePin, clientUserName: clientUsername };
}

const CALLBACK_TYPE = { bill: "SERVICE", topup: "RECHARGE", giftcard: "SUBSCRIPTION" } as const;

/**
 * The body of the result callback (docs/provider/api-spec.md §4.10, docs/provider/notes.md §2.7),
 * without its hash.
 */
export function callbackPayload(op: Operation) {
  const common = {
    externalPaymentId: op.externalPaymentId,
    externalClientId: op.externalClientId,
    operationId: op.operationId,
    status: op.status,
    companyCode: op.companyCode,
    companyName: op.companyName,
    amount: op.amount,
    type: CALLBACK_TYPE[op.kind],
  };
  if (op.kind === "bill") return { ...common, additionalData: [op.receipt] };
  return { ...common, statusDescription: op.statusDescription ?? undefined };
}

export const CALLBACK_PATH = {
  bill: "/confirm-payment",
  topup: "/confirmPayment",
  giftcard: "/confirm-gift-card",
} as const;
