// GET /api/operator/wallet — the provider wallet's balances (operators only)
import { NextResponse } from "next/server";
import { walletBalances } from "@/lib/operator/wallet";
import { withOperator } from "@/lib/accounts/guards";

export const dynamic = "force-dynamic";

export const GET = withOperator(async () => {
  return NextResponse.json(await walletBalances());
});
