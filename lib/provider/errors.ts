import { AppError, type ExplainedError } from "@/lib/platform/http/errors";

/** Codes this client makes up when the provider gave none. Anything else comes from the provider. */
export type LocalErrorCode = "TIMEOUT" | "NETWORK" | "BAD_RESPONSE" | "UNKNOWN";

export type ProviderErrorInit = {
  /** HTTP status of the answer; 0 when there was none. */
  status: number;
  code: string;
  message: string;
  tx?: string;
  mainTx?: string;
  /** The call can change state at the provider: a payment or an agenda mutation. */
  mutation?: boolean;
  /**
   * TIMEOUT/NETWORK only: the caller's request may have reached the provider. False when the
   * connection was refused, or when the login it needed failed first.
   */
  maybeDelivered?: boolean;
  cause?: unknown;
};

/** Shared by every copy of this module in the process (see ProviderError[Symbol.hasInstance]). */
const BRAND: unique symbol = Symbol.for("saldo.provider.ProviderError");

/** Every failure of a provider call. The message never carries the token, key or password. */
export class ProviderError extends Error implements ExplainedError {
  /**
   * Next.js bundles this module more than once per process (instrumentation, route layers) while
   * one client is shared through globalThis, so `instanceof` recognises every copy's errors.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  }

  readonly [BRAND] = true;
  override readonly name = "ProviderError";
  readonly status: number;
  readonly code: string;
  readonly tx: string | undefined;
  readonly mainTx: string | undefined;
  readonly mutation: boolean;
  readonly maybeDelivered: boolean;

  constructor(init: ProviderErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.tx = init.tx;
    this.mainTx = init.mainTx;
    this.mutation = init.mutation ?? false;
    this.maybeDelivered = init.maybeDelivered ?? true;
  }

  /**
   * True when the provider may have acted although we got no usable answer: a timeout or network
   * failure after the request may have been sent, or a 5xx / unreadable 2xx on a payment or agenda
   * mutation. Settle a payment by reading its status by externalPaymentId; never resend it blindly.
   */
  get outcomeUnknown(): boolean {
    if (this.code === "TIMEOUT" || this.code === "NETWORK") return this.maybeDelivered;
    return this.mutation && (this.status >= 500 || this.code === "BAD_RESPONSE");
  }

  /** Worth trying again for a read: no answer, or a server-side failure. */
  get transient(): boolean {
    return this.code === "TIMEOUT" || this.code === "NETWORK" || this.status >= 500;
  }

  /** The provider's refusals that a person can act on, in their words; the rest is generic. */
  toAppError(): AppError {
    if (this.code === "TIMEOUT") {
      return new AppError("PROVIDER_TIMEOUT", "The payment provider took too long to answer. Try again in a moment.");
    }
    if (this.status === 0 || this.status >= 500) {
      return new AppError("PROVIDER_UNAVAILABLE", "The payment provider is not answering right now. Try again in a few minutes.");
    }
    const details = { providerCode: this.code };
    switch (this.status) {
      case 404:
        return new AppError("NOT_FOUND", this.message, details);
      case 409:
        return new AppError("CONFLICT", this.message, details);
      case 410:
        return new AppError("DEBT_EXPIRED", this.message, details);
      case 429:
        return new AppError("RATE_LIMITED", this.message, details);
      case 400:
        return new AppError("INVALID_INPUT", this.message, details);
      default:
        // 401/403 from the provider are our own credentials' problem, not the user's.
        return new AppError("PROVIDER_UNAVAILABLE", "The payment provider refused our request. Try again later.");
    }
  }
}

export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError;
}
