import { z } from "zod";

// Provider schemas describe what the provider sends, tolerantly: unknown keys are dropped (never
// .strict()), and the variants the notes say occur are accepted and normalised here.

/** An amount; a numeric string is accepted too. */
export const money = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

/** An id the provider may send as a number. */
export const id = z.union([z.string(), z.number()]).transform(String);

/** An array that may be missing or null: normalised to []. */
export function list<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((value): z.output<T>[] => value ?? []);
}

/** A field that may be missing or null: normalised to null. */
export function orNull<T extends z.ZodType>(schema: T) {
  return orElse(schema, null);
}

/** A field that may be missing or null: normalised to `fallback`. */
export function orElse<T extends z.ZodType, F>(schema: T, fallback: F) {
  return schema.nullish().transform((value): z.output<T> | F => value ?? fallback);
}

/** A string that may be missing, null or "": normalised to null. */
export function blank<T extends z.ZodType<string>>(schema: T) {
  return schema.nullish().transform((value): z.output<T> | null => value || null);
}

/** Internal ids of the step and of the whole transaction, on (almost) every answer. */
export const traced = {
  tx: z.string().optional(),
  mainTx: z.string().optional(),
};

export const tracedSchema = z.object(traced);

/** Both ids of a parsed answer, keys always present (undefined when the provider left one out). */
export function tracedOf(body: z.output<typeof tracedSchema>): z.output<typeof tracedSchema> {
  return { tx: body.tx, mainTx: body.mainTx };
}

/** Error bodies: `{message, code}` plus tx/mainTx; gateways may leave out `code`. */
export const errorBodySchema = z.object({
  message: z.string().optional(),
  code: z.union([z.string(), z.number()]).transform(String).optional(),
  ...traced,
});

/** One identifier of a debt query, an adhesion or a payment: `{identifierName, identifierValue}`. */
export const identifierSchema = z.object({
  identifierName: z.string(),
  identifierValue: id,
});

export const identifierInput = z.object({
  identifierName: z.string().min(1),
  identifierValue: z.string().min(1),
});

const tagObject = z.object({
  id: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value) => {
      const number = value === null || value === undefined || value === "" ? NaN : Number(value);
      return Number.isNaN(number) ? null : number;
    }),
  name: z.string(),
});

/** A tag is `{id, name}`, or a bare name on lists that only carry names (read as `{id: null, name}`). */
export const tagSchema = z.union([tagObject, z.string().transform((name) => ({ name })).pipe(tagObject)]);

/** An amount converted to another currency (USD): `{amount, currency, exchangeRate}`. */
export const exchangeDetailSchema = z.object({ amount: money, currency: z.string(), exchangeRate: money });

export const paymentMethod = z.enum(["ACCOUNT", "DEBIT", "CREDIT"]);

export const loginResponseSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().nullish(),
  ...traced,
});
