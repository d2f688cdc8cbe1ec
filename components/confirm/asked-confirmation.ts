import { ApiError } from "@/lib/client/api";

/** The confirmation a CONFIRMATION_REQUIRED answer asks for (its id), or null for any other error. */
export function askedConfirmation(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== "CONFIRMATION_REQUIRED") return null;
  const id = error.details?.confirmationId;
  return typeof id === "string" ? id : null;
}
