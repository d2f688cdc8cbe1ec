// POST /api/bills/debts — the signed-in user's pending bills at one company
import { NextResponse } from "next/server";
import { readJson, withSession } from "@/lib/api/handler";
import { queryDebts } from "@/lib/bills/debts";
import { NO_STORE } from "@/lib/catalog/http";
import { debtQuerySchema } from "@/lib/validations/bills";

export const POST = withSession(async (request, { user }) => {
  const input = debtQuerySchema.parse(await readJson(request));
  return NextResponse.json(await queryDebts(user, input), { headers: NO_STORE });
});
