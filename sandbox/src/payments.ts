// Checks shared by the three payment endpoints.
import { fault } from "./errors";
import { str } from "./http";
import { PAYMENT_METHODS, type PaymentMethod } from "./operations";

/** A positive amount with at most two decimals, or null. */
export function parseAmount(value: unknown): number | null {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) return null;
  return Math.round(value * 100) === Number((value * 100).toFixed(6)) ? value : null;
}

export function parseMethod(value: unknown, code: string): PaymentMethod {
  if (typeof value !== "string" || !PAYMENT_METHODS.includes(value)) {
    throw fault(400, code, "paymentMethod must be ACCOUNT, DEBIT or CREDIT");
  }
  return value as PaymentMethod;
}

export function requireExternalId(body: Record<string, unknown>, code: string): string {
  const id = str(body.externalPaymentId);
  if (!id) throw fault(400, code, "externalPaymentId is required");
  if (id.length > 100) throw fault(400, code, "externalPaymentId is longer than 100 characters");
  return id;
}

/** A 16-character PIN in groups of four (docs/provider/notes.md §6). */
export function newPin(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
  return chars.match(/.{4}/g)!.join("-");
}
