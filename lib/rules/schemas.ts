import { z } from "zod";
import { amountProblem } from "@/lib/rules/amount";
import { PAYMENT_METHODS } from "@/lib/rules/payment-method";

// The BFF's English for an amount that is not one (lib/rules/amount.ts); z.number() has refused
// anything but a finite number already.
const AMOUNT_MESSAGES: Record<string, string> = {
  notPositive: "The amount must be more than zero.",
  decimals: "Use at most two decimals.",
  tooLarge: "The amount is too large.",
};

/** Providers take amounts with at most two decimals; anything finer would be rounded behind our back. */
export const amountSchema = z.number({ error: "Enter an amount." }).superRefine((value, ctx) => {
  const problem = amountProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: AMOUNT_MESSAGES[problem.kind] ?? "Enter an amount." });
});

export { PAYMENT_METHODS };

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: "Choose how to pay: ACCOUNT, DEBIT or CREDIT.",
});

/** Codes and ids the catalogue hands out: short, no surrounding spaces. */
export const catalogIdSchema = (what: string) =>
  z.string({ error: `Choose a ${what}.` }).trim().min(1, `Choose a ${what}.`).max(64, `That ${what} is not valid.`);
