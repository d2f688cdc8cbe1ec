import { z } from "zod";

/** Providers take amounts with at most two decimals; anything finer would be rounded behind our back. */
export const amountSchema = z
  .number({ error: "Enter an amount." })
  .positive("The amount must be more than zero.")
  .max(1_000_000_000, "The amount is too large.")
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "Use at most two decimals.");

export const paymentMethodSchema = z.enum(["ACCOUNT", "DEBIT", "CREDIT"], {
  error: "Choose how to pay: ACCOUNT, DEBIT or CREDIT.",
});

/** Codes and ids the catalogue hands out: short, no surrounding spaces. */
export const catalogIdSchema = (what: string) =>
  z.string({ error: `Choose a ${what}.` }).trim().min(1, `Choose a ${what}.`).max(64, `That ${what} is not valid.`);
