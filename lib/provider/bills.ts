import "server-only";
import type { z } from "zod";
import { sendPayment } from "./operations";
import type { Transport } from "./request";
import { billPaymentInput, debtQueryInput, debtQueryResponseSchema, type debtSchema } from "./schemas/bills";
import type { BillPaymentInput, Debt, DebtQuery, DebtQueryInput, PaymentResult } from "./types";

export function billsApi(t: Transport) {
  return {
    /** POST {services_url}/debts — every pending debt of the identified customer. Never cache the answer. */
    async queryDebts(input: DebtQueryInput): Promise<DebtQuery> {
      const body = debtQueryInput.parse(input);
      const res = await t.request({
        method: "POST",
        base: "services",
        path: ["debts"],
        body,
        schema: debtQueryResponseSchema,
        kind: "read",
      });
      return {
        operationId: res.operationId,
        companyCode: res.companyCode || body.companyCode,
        companyName: res.companyName || null,
        customerId: res.customerId || null,
        customerName: res.customerName || null,
        customerAddress: res.customerAddress || null,
        debts: res.debts.map(toDebt),
        tx: res.tx,
        mainTx: res.mainTx,
      };
    },

    /**
     * POST {services_url}/payment — usually answers 202 "processing"; settle with the status read.
     * Never retried: on an error with `outcomeUnknown`, look the payment up by externalPaymentId.
     */
    async pay(input: BillPaymentInput): Promise<PaymentResult> {
      return sendPayment(t, "bill", billPaymentInput.parse(input));
    },
  };
}

export function toDebt(d: z.output<typeof debtSchema>): Debt {
  const known = d.amountType === "OPEN" || d.amountType === "CLOSED" ? d.amountType : null;
  const amountType = known ?? (d.minAmount === d.maxAmount ? "CLOSED" : "OPEN");
  const details = d.details.map((entry) =>
    Object.fromEntries(
      Object.entries(entry).filter((kv): kv is [string, string | number] => ["string", "number"].includes(typeof kv[1])),
    ),
  );
  return {
    debtId: d.debtId,
    currency: d.currency,
    amountType,
    // An OPEN debt carries 0 when it has no amount; a non-zero one is kept as a suggestion.
    amount: d.amount === null || d.amount === undefined || (amountType === "OPEN" && d.amount === 0) ? null : d.amount,
    minAmount: d.minAmount,
    maxAmount: d.maxAmount,
    expired: d.expired ?? false,
    expirationDate: d.expirationDate || null,
    surcharges: d.expirations.map((e) => ({ amount: e.amount, expirationDate: e.expirationDate || null })),
    exchange: d.exchangeDetail[0] ?? null,
    details,
  };
}
