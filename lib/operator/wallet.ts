import "server-only";
import { readFloat, type FloatView } from "@/lib/payments/float/read";

/**
 * The provider wallet's balance per currency, read now (never cached): what payments can still be
 * made with, each currency with its warning level and whether it is low. The reading is stored
 * like any other, so opening the console may warn the operators of a crossing too.
 */
export async function walletBalances(): Promise<{ wallets: FloatView[] }> {
  return { wallets: await readFloat(Date.now()) };
}
