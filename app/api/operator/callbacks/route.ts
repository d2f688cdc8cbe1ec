// GET /api/operator/callbacks — callbacks received and what each did (operators only)
import { NextResponse } from "next/server";
import { listCallbacks } from "@/lib/operator/callbacks";
import { withOperator } from "@/lib/accounts/guards";
import { operatorCallbacksQuery } from "@/lib/operator/input";

export const dynamic = "force-dynamic";

export const GET = withOperator(async (request) => {
  const query = operatorCallbacksQuery.parse(Object.fromEntries(request.nextUrl.searchParams));
  return NextResponse.json(await listCallbacks(query));
});
