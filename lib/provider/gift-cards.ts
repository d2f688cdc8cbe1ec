import "server-only";
import { sendPayment } from "./operations";
import type { Transport } from "./request";
import { giftCardPaymentInput } from "./schemas/operations";
import type { GiftCardPaymentInput, PaymentResult } from "./types";

export function giftCardsApi(t: Transport) {
  return {
    /**
     * POST {subscriptions_url}/payment — buys a gift card; once confirmed, `activatePin` holds the PIN
     * (a secret: show it once, never log or cache it). Never retried: on an error with
     * `outcomeUnknown`, look the purchase up by externalPaymentId.
     */
    async pay(input: GiftCardPaymentInput): Promise<PaymentResult> {
      return sendPayment(t, "giftcard", giftCardPaymentInput.parse(input));
    },
  };
}
