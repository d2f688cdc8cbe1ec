import { z } from "zod";
import { blank, list, money, traced, tracedOf } from "./common";

/** `exchangeRate` is local units per USD. */
export const exchangeRateSchema = z.object({
  localCurrency: z.string(),
  currency: z.string(),
  /** Local units per unit of `currency` (USD). */
  exchangeRate: money,
  countryCode: blank(z.string()),
  companyType: blank(z.string()),
  /** ISO time the rate in force was set, when the provider says (the sandbox does; the spec does not promise it). */
  updatedAt: blank(z.string()),
});

export const walletSchema = z
  .object({
    currency: z.string(),
    countryCode: blank(z.string()),
    balance: money,
    available: money.nullish(),
  })
  .transform((wallet) => ({ ...wallet, available: wallet.available ?? wallet.balance }));

export const exchangeRatesResponseSchema = z
  .object({ exchanges: list(exchangeRateSchema), ...traced })
  .transform((body) => ({ exchanges: body.exchanges, ...tracedOf(body) }));
export const walletBalanceResponseSchema = z
  .object({ wallets: list(walletSchema), ...traced })
  .transform((body) => ({ wallets: body.wallets, ...tracedOf(body) }));

export const exchangeRatesInput = z.object({
  countryCode: z.string().min(1).optional(),
  companyType: z.string().min(1).optional(),
});
