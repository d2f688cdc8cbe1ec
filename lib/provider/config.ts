import "server-only";
import type { Env } from "@/lib/platform/env";

/** The provider's seven base addresses (the spec's {login_url}, {companies_url}, …). */
export type ProviderUrls = {
  login: string;
  companies: string;
  services: string;
  recharge: string;
  subscriptions: string;
  agenda: string;
  tools: string;
};

export type RetryPolicy = {
  /** Attempts in total, the first included. */
  attempts: number;
  /** Delay before the second attempt; doubles for each further one, jittered. */
  baseDelayMs: number;
};

export type ProviderConfig = {
  urls: ProviderUrls;
  apiKey: string;
  username: string;
  password: string;
  /** Timeout of every call except the three payments. */
  timeoutMs: number;
  /** Timeout of POST …/payment (bill, top-up, gift card). */
  paymentTimeoutMs: number;
  fetch?: typeof fetch;
  /** Retries of reads and debt queries; payments and agenda mutations are never retried. */
  retry?: RetryPolicy;
  /** The most one read may take, its retries and back-offs included (./budget.ts). */
  readBudgetMs?: number;
};

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 200 };
export const DEFAULT_READ_BUDGET_MS = 12_000;

export function providerConfigFromEnv(env: Env): ProviderConfig {
  return {
    urls: {
      login: env.PROVIDER_LOGIN_URL,
      companies: env.PROVIDER_COMPANIES_URL,
      services: env.PROVIDER_SERVICES_URL,
      recharge: env.PROVIDER_RECHARGE_URL,
      subscriptions: env.PROVIDER_SUBSCRIPTIONS_URL,
      agenda: env.PROVIDER_AGENDA_URL,
      tools: env.PROVIDER_TOOLS_URL,
    },
    apiKey: env.PROVIDER_API_KEY,
    username: env.PROVIDER_USERNAME,
    password: env.PROVIDER_PASSWORD,
    timeoutMs: env.PROVIDER_TIMEOUT_MS,
    paymentTimeoutMs: env.PROVIDER_PAYMENT_TIMEOUT_MS,
    readBudgetMs: env.PROVIDER_READ_BUDGET_MS,
  };
}
