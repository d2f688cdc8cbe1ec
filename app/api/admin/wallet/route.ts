// GET /api/admin/wallet — the provider wallet's balances (operators only)
import { NextResponse } from "next/server";
import { walletBalances } from "@/lib/admin/wallet";
import { withAdmin } from "@/lib/api/handler";
import { NO_STORE } from "@/lib/catalog/http";

export const dynamic = "force-dynamic";

export const GET = withAdmin(async () => {
  return NextResponse.json(await walletBalances(), { headers: NO_STORE });
});
