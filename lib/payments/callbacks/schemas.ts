import "server-only";
import { z } from "zod";
import { controlCharacterIn } from "@/lib/platform/http/text";

// The provider's result callbacks (docs/provider/api-spec.md §4.10, docs/provider/notes.md §2.7).
// Only what the app acts on is required; everything else is optional and unknown fields are
// dropped, so a provider that adds a field does not get its callbacks refused.

/** No control characters: nothing the provider sends needs them, and PostgreSQL cannot store NUL. */
const clean = (max: number) => z.string().max(max).refine((v) => !controlCharacterIn(v), "must not hold control characters");
const text = clean(500);

const common = {
  externalPaymentId: clean(200).pipe(z.string().min(1, "is required")),
  operationId: z.union([text, z.number()]).transform(String).nullish(),
  status: z.enum(["confirmed", "failed"], { error: "must be confirmed or failed" }),
  externalClientId: text.nullish(),
  companyCode: text.nullish(),
  companyName: text.nullish(),
  amount: z.union([z.number(), text]).nullish(),
  type: text.nullish(),
  // Checked against the raw body before parsing; kept here so it is documented.
  hash: clean(200).nullish(),
};

const billData = z.looseObject({
  providerOperationId: z.union([text, z.number()]).nullish(),
  operationNumber: z.union([text, z.number()]).nullish(),
  securityCode: z.union([text, z.number()]).nullish(),
});

/** `POST /confirm-payment`: a bill payment's result. `additionalData` is a list, sometimes one object. */
export const billCallbackSchema = z.object({
  ...common,
  additionalData: z.union([z.array(billData), billData]).nullish(),
});

/** `POST /confirmPayment` (top-up) and `POST /confirm-gift-card`: same shape, never a PIN. */
export const resultCallbackSchema = z.object({
  ...common,
  statusDescription: text.nullish(),
});

export type CallbackKind = "bill" | "topup" | "giftcard";

export type CallbackBody = z.output<typeof billCallbackSchema> & { statusDescription?: string | null };

/** Each callback path, the kind of operation it may settle, and the shape of its body. */
export const CALLBACK_ROUTES = {
  "/confirm-payment": { kind: "bill", schema: billCallbackSchema },
  "/confirmPayment": { kind: "topup", schema: resultCallbackSchema },
  "/confirm-gift-card": { kind: "giftcard", schema: resultCallbackSchema },
} as const satisfies Record<string, { kind: CallbackKind; schema: z.ZodType<CallbackBody> }>;

export type CallbackPath = keyof typeof CALLBACK_ROUTES;

export const isCallbackPath = (path: string): path is CallbackPath => Object.hasOwn(CALLBACK_ROUTES, path);

/**
 * A recorded callback on its way to being applied, its body parsed once: when it arrived (then
 * carried, never read back), or, for one a dead process left behind, when the reconciler reads it.
 * `proven` when its hash verified.
 */
export type Received = { id: number; path: CallbackPath; proven: boolean; data: CallbackBody };
