import "server-only";
import { sendPayment } from "./operations";
import type { Transport } from "./request";
import { billPaymentInput, debtQueryInput, debtQueryResultSchema } from "./schemas/bills";
import type { BillPaymentInput, DebtQuery, DebtQueryInput, PaymentResult } from "./types";

export function billsApi(t: Transport) {
  return {
    /** POST {services_url}/debts — every pending debt of the identified customer. Never cache the answer. */
    async queryDebts(input: DebtQueryInput): Promise<DebtQuery> {
      const body = debtQueryInput.parse(input);
      return t.request({
        method: "POST",
        base: "services",
        path: ["debts"],
        body,
        schema: debtQueryResultSchema(body.companyCode),
        kind: "read",
      });
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
