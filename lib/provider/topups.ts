import "server-only";
import { sendPayment } from "./operations";
import type { Transport } from "./request";
import { topUpPaymentInput } from "./schemas/operations";
import type { PaymentResult, TopUpPaymentInput } from "./types";

export function topUpsApi(t: Transport) {
  return {
    /**
     * POST {recharge_url}/payment — usually final in the answer (200), sometimes 202 "processing".
     * Never retried: on an error with `outcomeUnknown`, look the payment up by externalPaymentId.
     */
    async pay(input: TopUpPaymentInput): Promise<PaymentResult> {
      return sendPayment(t, "topup", topUpPaymentInput.parse(input));
    },
  };
}
