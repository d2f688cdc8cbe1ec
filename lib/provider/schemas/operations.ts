import { z } from "zod";
import {
  blank,
  id,
  identifierInput,
  identifierSchema,
  list,
  money,
  orNull,
  paymentMethod,
  traced,
  tracedOf,
  type tracedSchema,
} from "./common";

/** Object, array of one object, or null: normalised to an object or null. */
const additionalData = z
  .union([z.record(z.string(), z.unknown()), z.array(z.record(z.string(), z.unknown())), z.null()])
  .optional()
  .transform((value) => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null)));

export const operationKind = z.enum(["bill", "topup", "giftcard"]);

/** Unknown or missing states count as processing: only the two final ones are trusted. */
export const operationStatus = z
  .string()
  .nullish()
  .transform((status) => status?.trim().toLowerCase())
  .pipe(z.enum(["processing", "confirmed", "failed"]).catch("processing"));

/** A payment operation as the three payment endpoints and the status read return it. */
const operationSchema = z.object({
  operationId: id,
  // Missing on some answers.
  status: operationStatus,
  statusDescription: blank(z.string()),
  createdAt: blank(z.string()),
  companyCode: blank(z.string()),
  companyName: blank(z.string()),
  amount: orNull(money),
  identifiers: list(identifierSchema),
  agent: z.string().nullish(),
  paymentMethod: blank(z.string()),
  // Bill payments spell it clientUsername, top-ups and gift cards clientUserName.
  clientUsername: z.string().nullish(),
  clientUserName: z.string().nullish(),
  externalClientId: blank(z.string()),
  externalPaymentId: blank(z.string()),
  activatePin: z.string().nullish(),
  additionalData,
});

/** The answer of POST …/payment (200 or 202). */
const paymentResponseSchema = operationSchema.extend(traced);

/** `{operation, tx, mainTx}`; a bare operation is accepted too. */
const statusResponseSchema = z.union([
  z.object({ operation: operationSchema, ...traced }),
  operationSchema.extend(traced).transform(({ tx, mainTx, ...operation }) => ({ operation, tx, mainTx })),
]);

/** What the app sees of an operation of `kind` (which the caller knows: the answer does not say). */
function paymentResult(
  kind: z.output<typeof operationKind>,
  op: z.output<typeof operationSchema>,
  ids: z.output<typeof tracedSchema>,
) {
  const data = op.additionalData;
  const ticket = data?.ticket;
  return {
    kind,
    operationId: op.operationId,
    status: op.status,
    statusDescription: op.statusDescription,
    externalPaymentId: op.externalPaymentId,
    externalClientId: op.externalClientId,
    companyCode: op.companyCode,
    companyName: op.companyName,
    amount: op.amount,
    createdAt: op.createdAt,
    paymentMethod: op.paymentMethod,
    identifiers: op.identifiers,
    agent: op.agent || stringOrNull(data?.agent),
    clientUsername: op.clientUsername || op.clientUserName || null,
    /**
     * Gift cards only; a secret: show once, never log or cache. When a gift card settles later, its
     * PIN comes with the status read, inside additionalData.
     */
    activatePin: op.activatePin || stringOrNull(data?.activatePin),
    /** Receipt lines for a monospace font; empty while processing and for most top-ups. */
    receipt: Array.isArray(ticket) ? ticket.filter((line): line is string => typeof line === "string") : [],
    additionalData: data,
    ...tracedOf(ids),
  };
}

// The reshaping needs what only the call knows (the kind, the externalPaymentId sent), so each call
// adds its transform to a schema built once.

/** A payment's answer; the externalPaymentId sent stands in when the answer does not echo it. */
export function paymentResultSchema(kind: z.output<typeof operationKind>, externalPaymentId: string) {
  return paymentResponseSchema.transform((res) =>
    paymentResult(kind, { ...res, externalPaymentId: res.externalPaymentId || externalPaymentId }, res),
  );
}

/** A status read's answer (GET {base}/operation/{ref}). */
export function statusResultSchema(kind: z.output<typeof operationKind>) {
  return statusResponseSchema.transform((body) => paymentResult(kind, body.operation, body));
}

function stringOrNull(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

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
