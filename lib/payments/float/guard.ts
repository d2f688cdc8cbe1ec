import "server-only";
import { AppError } from "@/lib/platform/http/errors";
import type { Db } from "@/lib/platform/db/client";
import { log } from "@/lib/platform/log";
import { covers } from "@/lib/rules/float";
import { REASON } from "@/lib/rules/reasons";
import { readFloatWithin } from "./read";
import { floatOf } from "./store";

// The float, honestly: a payment its currency's float cannot cover is refused before the provider
// (nothing is stored, nothing charged), and a payment the provider failed while the float is short
// is said to have failed for that, never blamed on the company.

/** How long a payment waits for a wallet read; without an answer the provider decides. */
const READ_BUDGET_MS = 2_000;
/** A short reading this recent is believed without asking again: a crowd of checkouts costs one read. */
const SHORT_BELIEVED_MS = 2_000;

const RETRY_AFTER_S = 300;

/** The refusal of a payment the float cannot cover: the user is told nothing was charged and to try later. */
export const floatShortError = (currency: string) =>
  new AppError(
    "FLOAT_SHORT",
    `We can't take payments in ${currency} right now. Nothing was charged; try again later.`,
    { currency },
    { "retry-after": String(RETRY_AFTER_S) },
  );

/** The available amount of `currency` in a reading, or null when the reading has no wallet in it. */
const availableIn = (reading: { currency: string; available: number }[], currency: string) =>
  reading.find((w) => w.currency === currency)?.available ?? null;

/**
 * Throws FLOAT_SHORT when the float of `currency` cannot cover `amount`. The last reading is
 * trusted when it covers the payment (the provider still has the last word); a short or missing
 * one is read again first, unless it was read moments ago. A wallet that cannot be read lets the
 * payment go: only a reading refuses one.
 */
export async function assertFloatCovers(db: Db, currency: string, amount: number): Promise<void> {
  const last = await floatOf(db, currency, SHORT_BELIEVED_MS);
  if (last && covers(last.available, amount)) return;
  let available = last?.fresh ? last.available : null;
  if (available === null) {
    const reading = await readFloatWithin(READ_BUDGET_MS);
    available = reading ? availableIn(reading, currency) : null;
  }
  if (available !== null && !covers(available, amount)) {
    log.warn({ currency, amount, available }, "float: payment refused before the provider");
    throw floatShortError(currency);
  }
}

/**
 * The reason code of a payment the provider failed: FLOAT_SHORT when the wallet, read after the
 * failure, cannot cover it (or, unread, the last reading already could not); PROVIDER_FAILED else.
 */
export async function failureReasonCode(db: Db, payment: { currency: string; amount: number }, failedAt = Date.now()): Promise<string> {
  const reading = await readFloatWithin(READ_BUDGET_MS, failedAt);
  let available = reading ? availableIn(reading, payment.currency) : null;
  if (available === null) available = (await floatOf(db, payment.currency, 0))?.available ?? null;
  return available !== null && !covers(available, payment.amount) ? REASON.FLOAT_SHORT : REASON.PROVIDER_FAILED;
}
