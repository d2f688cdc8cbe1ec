import "server-only";
import { CONFIRMATION_HEADER, givenConfirmation } from "@/lib/accounts/confirmations";
import { toAppError } from "@/lib/platform/http/errors";

// The settings form is a plain HTML form: the confirmation it is sent again with comes as a form
// field (and as ?confirm= to the page), not as the Saldo-Confirmation header the API reads. It is
// read by the API's own rule, so the form and the API take exactly the same ids.

/** The confirmation id in a form field or search param, when it looks like one. */
export function confirmationIdOf(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    return givenConfirmation(new Headers({ [CONFIRMATION_HEADER]: value }));
  } catch {
    // Not even a header's value (a line break, a character past Latin-1): not an id either.
    return null;
  }
}

/** The confirmation a refused change asks for (CONFIRMATION_REQUIRED), or null for any other refusal. */
export function askedConfirmationOf(error: unknown): string | null {
  const known = toAppError(error);
  if (known?.code !== "CONFIRMATION_REQUIRED") return null;
  return confirmationIdOf((known.details as { confirmationId?: unknown } | undefined)?.confirmationId);
}
