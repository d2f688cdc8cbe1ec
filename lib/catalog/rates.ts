import "server-only";
import { env } from "@/lib/platform/env";
import { getProvider } from "@/lib/provider";
import type { ExchangeRate } from "@/lib/provider/types";
import { cached, cacheKey } from "./cache";

/** Rates move every few minutes in market hours: never older than a minute, whatever the catalogue TTL. */
const RATES_TTL_MS = Math.min(60_000, env.CATALOG_CACHE_TTL_MS);

export function exchangeRates(input: { countryCode?: string; companyType?: string }): Promise<ExchangeRate[]> {
  return cached(
    cacheKey("rates", input),
    async () => (await getProvider().tools.exchangeRates(input)).exchanges,
    RATES_TTL_MS,
  );
}
