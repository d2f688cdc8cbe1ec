import "server-only";
import { env } from "@/lib/platform/env";
import { getDb } from "@/lib/platform/db/client";
import { getProvider, type Wallet } from "@/lib/provider";
import { isLow, levelOf } from "@/lib/rules/float";
import { readingStart, storeReading } from "./store";
import { warnOfCrossings } from "./warn";

// Reading the provider's float: on a schedule (the `float.read` job), after every payment the
// provider failed, when a payment finds the last reading short, and when an operator opens the
// console. Each reading is stored for every instance and may warn the operators of a crossing.

/** A currency of the wallet as read, with its warning level and whether it is at or below it. */
export type FloatView = Wallet & { level: number; low: boolean };

type Inflight = { startedAt: number; reading: Promise<FloatView[]> };
const holder = globalThis as typeof globalThis & { __saldoFloatRead?: Inflight };

async function readNow(): Promise<FloatView[]> {
  const db = await getDb();
  const startedAt = await readingStart(db);
  const { wallets } = await getProvider().tools.walletBalance();
  const levels = env.FLOAT_WARNING_LEVELS;
  await storeReading(db, wallets, levels, startedAt);
  await warnOfCrossings(db);
  return wallets.map((w) => {
    const level = levelOf(levels, w.currency);
    return { ...w, level, low: isLow(w.available, level) };
  });
}

/**
 * Reads the wallet, stored and checked for crossings. A process asks the provider once at a time:
 * whoever needs a reading started at or after `notBefore` (ms) shares the one under way if it
 * started late enough, or starts its own.
 */
export function readFloat(notBefore = 0): Promise<FloatView[]> {
  const current = holder.__saldoFloatRead;
  if (current && current.startedAt >= notBefore) return current.reading;
  const startedAt = Date.now();
  const reading = readNow().finally(() => {
    if (holder.__saldoFloatRead?.reading === reading) holder.__saldoFloatRead = undefined;
  });
  holder.__saldoFloatRead = { startedAt, reading };
  return reading;
}

/** The reading, or null when it did not come within `budgetMs` or failed (it still completes and is stored). */
export async function readFloatWithin(budgetMs: number, notBefore = 0): Promise<FloatView[] | null> {
  const reading = readFloat(notBefore).catch(() => null);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), budgetMs);
  });
  try {
    return await Promise.race([reading, late]);
  } finally {
    clearTimeout(timer);
  }
}
