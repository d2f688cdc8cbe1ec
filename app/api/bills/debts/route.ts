// POST /api/bills/debts — the signed-in user's pending bills at one company
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { readJson } from "@/lib/platform/http/route";
import { queryDebts } from "@/lib/payments/bills/debts";
import { debtQuerySchema } from "@/lib/payments/bills/input";

export const POST = withSession(async (request, { user }) => {
  const input = debtQuerySchema.parse(await readJson(request));
  return NextResponse.json(await queryDebts(user, input));
});
