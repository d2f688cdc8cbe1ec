// How a payment is made: money in the account, a debit card or a credit card.
export const PAYMENT_METHODS = ["ACCOUNT", "DEBIT", "CREDIT"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
