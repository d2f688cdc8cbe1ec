import { z } from "zod";
import { amountSchema, catalogIdSchema, paymentMethodSchema } from "@/lib/rules/schemas";
import { queryDataSchema } from "@/lib/catalog/input";
import { boundedObject } from "@/lib/platform/http/json";
import { billBarcodeProblem, normalizeBarcode, type BarcodeProblem } from "@/lib/rules/bill-barcode";

/** POST /api/bills/payments: the debt's own rules (range, expiry) are checked against the stored debt. */
export const billPaymentSchema = z.object({
  debtId: z.string({ error: "Choose a debt to pay." }).trim().min(1, "Choose a debt to pay.").max(200, "That debt is not valid."),
  amount: amountSchema,
  paymentMethod: paymentMethodSchema,
  // Passed to the provider as is ("extra data"); bounded so it cannot be a weapon.
  paymentDetails: boundedObject({ depth: 3, keys: 20, items: 20, text: 500 }).optional(),
  /** The payer saw this earlier payment of the same account and amount and pays anyway (DUPLICATE_PAYMENT). */
  confirmDuplicateOf: z.uuid("That payment is not valid.").optional(),
});

export type BillPaymentInput = z.output<typeof billPaymentSchema>;

/** GET /api/bills/payments/duplicates: what the review step is about to pay. */
export const duplicatesQuerySchema = z.object({
  debtId: billPaymentSchema.shape.debtId,
  amount: z.coerce.number({ error: "Enter an amount." }).pipe(amountSchema),
});

/** POST /api/bills/debts: the fields themselves are checked against the company's modality in lib/payments/bills. */
export const debtQuerySchema = z.object({
  companyCode: catalogIdSchema("company"),
  modalityId: catalogIdSchema("way to look up your bills"),
  queryData: queryDataSchema,
});

export type DebtQueryInput = z.output<typeof debtQuerySchema>;

// The BFF's English for a code that is not a bill barcode (lib/rules/bill-barcode.ts).
const BARCODE_MESSAGES: Record<BarcodeProblem, string> = {
  digits: "A bill barcode has digits only.",
  length: "A bill barcode has 12 to 80 digits.",
  checkDigit: "The barcode's check digit does not match: it was misread or mistyped.",
};

/** POST /api/bills/barcode: a scanned or typed bill barcode, checked before any company is looked up. */
export const barcodeLookupSchema = z.object({
  code: z
    .string({ error: "Send the barcode's digits." })
    .max(200, BARCODE_MESSAGES.length)
    .transform(normalizeBarcode)
    .superRefine((code, ctx) => {
      const problem = billBarcodeProblem(code);
      if (problem) ctx.addIssue({ code: "custom", message: BARCODE_MESSAGES[problem] });
    }),
});
