import "server-only";
import { toAppError } from "@/lib/platform/http/errors";
import { log } from "@/lib/platform/log";

// What the autopay pages' server actions say when a change is refused: a word the page has
// messages for (never the error's own text), carried back to the page in its address.

export type Refusal = "CONFLICT" | "provider" | "generic";

/** Not the user's, or no longer there: the page says "not found" itself. */
export const isNotFound = (error: unknown) => toAppError(error)?.code === "NOT_FOUND";

/** CONFLICT (started, ended, or not payable automatically), the provider down, or anything else (logged). */
export function refusalOf(error: unknown, what: string): Refusal {
  const known = toAppError(error);
  if (known?.code === "CONFLICT") return "CONFLICT";
  if (known?.code === "PROVIDER_UNAVAILABLE" || known?.code === "PROVIDER_TIMEOUT") return "provider";
  log.error({ err: error }, `autopay: ${what} failed`);
  return "generic";
}
