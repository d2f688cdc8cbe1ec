import "server-only";
import { getProvider, type Wallet } from "@/lib/provider";

/** The provider wallet's balance per currency: what payments can still be made with. Never cached. */
export async function walletBalances(): Promise<{ wallets: Wallet[] }> {
  const { wallets } = await getProvider().tools.walletBalance();
  return { wallets };
}
