import "server-only";
import { NextResponse } from "next/server";
import { $ZodError, config } from "zod/v4/core";
import { en } from "zod/v4/locales";
import { log } from "@/lib/platform/log";

// The API answers in English. The schemas shared with the forms are zod/mini, which brings no
// words of its own: an issue without a message of ours gets zod's English, as with classic zod.
config(en());

/** The app's error codes and the HTTP status each one answers with. */
export const ERROR_STATUS = {
  INVALID_INPUT: 400,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  /** A risky move (lib/accounts/confirmations.ts): answer the confirmation named, then send it again with it. */
  CONFIRMATION_REQUIRED: 403,
  NOT_FOUND: 404,
  UNKNOWN_BARCODE: 404,
  CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  /** This debt has a payment in flight: wait for it (lib/rules/duplicate-payment.ts). */
  PAYMENT_IN_FLIGHT: 409,
  /** The same account and amount was paid lately: send confirmDuplicateOf to pay anyway. */
  DUPLICATE_PAYMENT: 409,
  EMAIL_TAKEN: 409,
  DEBT_EXPIRED: 410,
  /** Signing in to an account its owner closed: the address may sign up anew. */
  ACCOUNT_CLOSED: 410,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  PROVIDER_UNAVAILABLE: 502,
  /** The provider's float in this currency cannot cover the payment: nothing was sent or charged. */
  FLOAT_SHORT: 503,
  PROVIDER_TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type ErrorBody = { error: { code: string; message: string; details?: unknown } };

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** Field errors of a zod failure (classic or mini), as `{ "field.path": ["message", …] }`. */
export function fieldErrors(error: $ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/**
 * An error from a layer above that knows how a person should hear of it (the provider client's
 * errors do): the routes answer with what it says, without this module knowing that layer.
 */
export type ExplainedError = { toAppError(): AppError };

const isExplained = (error: unknown): error is ExplainedError =>
  typeof error === "object" && error !== null && typeof (error as Partial<ExplainedError>).toAppError === "function";

/** The SQLSTATE of a database error, wrapped by the driver or by Drizzle (`cause`) or not. */
function sqlState(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/**
 * Text the database cannot store (NUL: 22021; a character outside the encoding: 22P05) came from
 * input some check let through: still the client's 400, never a 500. Logged, so the missing
 * check gets written.
 */
const UNSTORABLE_TEXT = new Set(["22021", "22P05"]);

export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const state = sqlState(error);
  if (state && UNSTORABLE_TEXT.has(state)) {
    log.warn({ sqlState: state }, "input with characters the database cannot store reached a query");
    return new AppError("INVALID_INPUT", "The request holds characters that cannot be stored (such as NUL).");
  }
  if (error instanceof $ZodError) {
    return new AppError("INVALID_INPUT", "Some fields are not valid.", fieldErrors(error));
  }
  if (isExplained(error)) return error.toAppError();
  return null;
}

/** The single way an error becomes a response: never a stack trace, token or SQL. */
export function toErrorResponse(error: unknown): NextResponse<ErrorBody> {
  const known = toAppError(error);
  if (!known) {
    log.error({ err: error }, "unexpected error");
    return NextResponse.json(
      { error: { code: "INTERNAL", message: "Something went wrong on our side. Try again." } },
      { status: 500 },
    );
  }
  const body: ErrorBody = { error: { code: known.code, message: known.message } };
  if (known.details !== undefined) body.error.details = known.details;
  return NextResponse.json(body, { status: known.status, headers: known.headers });
}
