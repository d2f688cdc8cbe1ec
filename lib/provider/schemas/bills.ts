import { z } from "zod";
import { exchangeDetailSchema, id, identifierInput, list, money, paymentMethod, traced } from "./common";

export const debtSchema = z.object({
  debtId: id,
  currency: z.string(),
  // 0 on OPEN debts, though one OPEN debt with an amount has been seen.
  amount: money.nullish(),
  minAmount: money,
  maxAmount: money,
  expirationDate: z.string().nullish(),
  amountType: z.string().nullish(),
  expired: z.boolean().nullish(),
  details: list(z.record(z.string(), z.unknown())),
  /** Later amounts: what the debt costs after each further date (surcharges). */
  expirations: list(z.object({ amount: money, expirationDate: z.string().nullish() })),
  exchangeDetail: list(exchangeDetailSchema),
});

export const debtQueryResponseSchema = z.object({
  operationId: id,
  companyCode: z.string().nullish(),
  companyName: z.string().nullish(),
  // Any of these may be "".
  customerId: z.union([z.string(), z.number()]).transform(String).nullish(),
  customerName: z.string().nullish(),
  customerAddress: z.string().nullish(),
  debts: list(debtSchema),
  ...traced,
});

export const debtQueryInput = z.object({
  companyCode: z.string().min(1),
  modalityId: z.string().min(1),
  queryData: z.array(identifierInput).min(1),
  externalRequestId: z.string().min(1),
  externalClientId: z.string().min(1),
});

export const billPaymentInput = z.object({
  debtId: z.string().min(1),
  amount: z.number().positive(),
  paymentMethod,
  externalPaymentId: z.string().min(1),
  paymentDetails: z.record(z.string(), z.unknown()).optional(),
});
