import { QueryClient, isServer } from "@tanstack/react-query";
import { ApiError } from "@/lib/client/api";

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** One client per request on the server, one for the page's life in the browser. */
/** The browser's client if a wallet page made one already (signing in clears it without loading TanStack Query). */
export const existingQueryClient = (): QueryClient | undefined => browserClient;

export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
