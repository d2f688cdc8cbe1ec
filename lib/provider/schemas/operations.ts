import { z } from "zod";
import { id, identifierInput, identifierSchema, list, money, paymentMethod, traced } from "./common";

/** Object, array of one object, or null: normalised to an object or null. */
const additionalData = z
  .union([z.record(z.string(), z.unknown()), z.array(z.record(z.string(), z.unknown())), z.null()])
  .optional()
  .transform((value) => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null)));

/** A payment operation as the three payment endpoints and the status read return it. */
export const operationSchema = z.object({
  operationId: id,
  // Missing on some answers; absent or unknown values count as still processing.
  status: z.string().nullish(),
  statusDescription: z.string().nullish(),
  createdAt: z.string().nullish(),
  companyCode: z.string().nullish(),
  companyName: z.string().nullish(),
  amount: money.nullish(),
  identifiers: list(identifierSchema),
  agent: z.string().nullish(),
  paymentMethod: z.string().nullish(),
  // Bill payments spell it clientUsername, top-ups and gift cards clientUserName.
  clientUsername: z.string().nullish(),
  clientUserName: z.string().nullish(),
  externalClientId: z.string().nullish(),
  externalPaymentId: z.string().nullish(),
  activatePin: z.string().nullish(),
  additionalData,
});

/** The answer of POST …/payment (200 or 202). */
export const paymentResponseSchema = operationSchema.extend(traced);

/** `{operation, tx, mainTx}`; a bare operation is accepted too. */
export const statusResponseSchema = z.union([
  z.object({ operation: operationSchema, ...traced }),
  operationSchema.extend(traced).transform(({ tx, mainTx, ...operation }) => ({ operation, tx, mainTx })),
]);

export const operationKind = z.enum(["bill", "topup", "giftcard"]);

/** An operationId or an externalPaymentId. */
export const operationRefInput = z.string().min(1);

export const topUpPaymentInput = z.object({
  companyCode: z.string().min(1),
  productId: z.string().min(1),
  amount: z.number().positive(),
  identifierName: identifierInput.shape.identifierName,
  identifierValue: identifierInput.shape.identifierValue,
  paymentMethod,
  externalPaymentId: z.string().min(1),
  externalClientId: z.string().min(1),
});

export const giftCardPaymentInput = topUpPaymentInput.omit({ identifierName: true, identifierValue: true });
