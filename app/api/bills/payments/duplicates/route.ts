// GET /api/bills/payments/duplicates?debtId=…&amount=… — earlier payments this one may repeat
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { withNicknames } from "@/lib/saved-accounts/nicknames";
import { duplicatesQuerySchema } from "@/lib/payments/bills/input";
import { duplicatesOf } from "@/lib/payments/pay/possible-duplicates";

export const GET = withSession(async (request, { user }) => {
  const input = duplicatesQuerySchema.parse(Object.fromEntries(request.nextUrl.searchParams));
  const found = await duplicatesOf(user.id, input);
  const named = await withNicknames(user.id, found.map((d) => d.payment));
  return NextResponse.json({ duplicates: found.map((d, i) => ({ ...d, payment: named[i] ?? d.payment })) });
});
