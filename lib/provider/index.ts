import "server-only";
import { env } from "@/lib/platform/env";
import { agendaApi } from "./agenda";
import { billsApi } from "./bills";
import { catalogApi } from "./catalog";
import { providerConfigFromEnv, type ProviderConfig } from "./config";
import { giftCardsApi } from "./gift-cards";
import { operationsApi } from "./operations";
import { createTransport } from "./request";
import { toolsApi } from "./tools";
import { topUpsApi } from "./topups";
import type { Traced } from "./types";

export type { ProviderConfig, ProviderUrls, RetryPolicy } from "./config";
export { isProviderError, ProviderError, type LocalErrorCode } from "./errors";
export type * from "./types";

/** A provider client with its own token; tests point one at a sandbox on a random port. */
export function createProviderClient(config: ProviderConfig) {
  const transport = createTransport(config);
  return {
    auth: {
      /** POST {login_url}/login now (other calls log in by themselves). The token itself stays inside. */
      async login(): Promise<Traced & { expiresAt: Date }> {
        const session = await transport.tokens.refresh();
        return { expiresAt: new Date(session.expiresAt), tx: session.tx, mainTx: session.mainTx };
      },
    },
    catalog: catalogApi(transport),
    bills: billsApi(transport),
    topUps: topUpsApi(transport),
    giftCards: giftCardsApi(transport),
    operations: operationsApi(transport),
    agenda: agendaApi(transport),
    tools: toolsApi(transport),
  };
}

export type ProviderClient = ReturnType<typeof createProviderClient>;

// Next.js loads this module more than once per process (instrumentation runs the reconciler,
// routes run the rest): one client per process, so one token and one login at a time.
const holder = globalThis as typeof globalThis & { __saldoProvider?: ProviderClient };

/** The app's client, configured from the environment, created on first use. */
export function getProvider(): ProviderClient {
  holder.__saldoProvider ??= createProviderClient(providerConfigFromEnv(env));
  return holder.__saldoProvider;
}
