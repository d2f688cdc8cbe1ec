// Why an operation failed or is still unknown, as a code the pages translate. The operation keeps
// the provider's own text (English or whatever it sent) for the operator console; users only ever
// see the message of the code, in their language. Pure: shared by the server and the pages.

/** Our own reasons, for what no provider code says. */
export const REASON = {
  /** The payment call said nothing certain (timeout, 5xx): a status read will tell. */
  CHECKING: "CHECKING",
  /** A status read answered 404; not proof yet that it never arrived. */
  CONFIRMING: "CONFIRMING",
  /** The reconciler could not settle it in time; a person looks. */
  GAVE_UP: "GAVE_UP",
  /** The 404 outlasted the grace window (or asking again was refused): nothing was charged. */
  NEVER_ARRIVED: "NEVER_ARRIVED",
  /** The provider said "failed" without a code of its own. */
  PROVIDER_FAILED: "PROVIDER_FAILED",
  /** The payment could not be sent (our side: credentials, our own checks). */
  NOT_SENT: "NOT_SENT",
  /** An operator confirmed with the provider that nothing was charged. */
  RESOLVED_FAILED: "RESOLVED_FAILED",
  /**
   * The provider's float in the payment's currency cannot cover it: refused before the provider,
   * or failed there while a fresh reading showed it short. Nothing was charged.
   */
  FLOAT_SHORT: "FLOAT_SHORT",
} as const;

/** The message key (in `common.reasons`) of each code we can name; provider codes by their meaning. */
const MESSAGE_OF: Record<string, string> = {
  [REASON.CHECKING]: "checking",
  [REASON.CONFIRMING]: "confirming",
  [REASON.GAVE_UP]: "gaveUp",
  [REASON.NEVER_ARRIVED]: "neverArrived",
  [REASON.PROVIDER_FAILED]: "providerFailed",
  [REASON.NOT_SENT]: "notSent",
  [REASON.RESOLVED_FAILED]: "resolvedFailed",
  [REASON.FLOAT_SHORT]: "floatShort",
  // The provider's refusals (docs/provider/api-spec.md, sandbox/README.md).
  RPA04680: "topupLimit",
  RPA04041: "amountNotAllowed",
  SPA04041: "amountOutOfRange",
  SPA04646: "debtExpired",
  SPA04345: "debtGone",
  SDE44389: "alreadyPaid",
  XCX04325: "companyUnavailable",
  RPA04345: "productUnavailable",
  RPA04343: "identifierInvalid",
  SDE04343: "identifierInvalid",
};

/** The message key of a code we can name, or null (an unknown provider code, or none). */
export const knownReasonKey = (code: string | null | undefined): string | null => (code ? (MESSAGE_OF[code] ?? null) : null);

export type ReasonStatus = "pending" | "processing" | "unknown" | "confirmed" | "failed";

/**
 * The `common.reasons` key to show for an operation's reason code: the code's own message, or a
 * generic one for its state (a refusal we cannot name, or an outcome still being checked).
 * Null when there is nothing to say (a confirmed operation, an in-flight one with no reason).
 */
export function reasonMessageKey(code: string | null | undefined, status: ReasonStatus): string | null {
  if (status === "confirmed") return null;
  const known = code ? MESSAGE_OF[code] : undefined;
  if (known) return known;
  if (status === "failed") return "failedGeneric";
  if (status === "unknown") return "unknownGeneric";
  return code ? "unknownGeneric" : null;
}

/** Every message key the table can answer, so a test can prove each one is translated. */
export const REASON_MESSAGE_KEYS: readonly string[] = [...new Set([...Object.values(MESSAGE_OF), "failedGeneric", "unknownGeneric"])];
