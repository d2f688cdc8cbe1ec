import { z } from "zod";
import { list, money, traced } from "./common";

/** `exchangeRate` is local units per USD. */
export const exchangeRateSchema = z.object({
  localCurrency: z.string(),
  currency: z.string(),
  exchangeRate: money,
  countryCode: z.string().nullish(),
  companyType: z.string().nullish(),
  /** When the rate in force was set (the sandbox sends it; the spec does not promise it). */
  updatedAt: z.string().nullish(),
});

export const walletSchema = z.object({
  currency: z.string(),
  countryCode: z.string().nullish(),
  balance: money,
  available: money.nullish(),
});

export const exchangeRatesResponseSchema = z.object({ exchanges: list(exchangeRateSchema), ...traced });
export const walletBalanceResponseSchema = z.object({ wallets: list(walletSchema), ...traced });

export const exchangeRatesInput = z.object({
  countryCode: z.string().min(1).optional(),
  companyType: z.string().min(1).optional(),
});
