// GET /api/operator/operations — every user's operations, flagged and in-flight ones included (operators only)
import { NextResponse } from "next/server";
import { listAllOperations } from "@/lib/operator/operations";
import { withOperator } from "@/lib/accounts/guards";
import { operatorOperationsQuery } from "@/lib/operator/input";

export const dynamic = "force-dynamic";

export const GET = withOperator(async (request) => {
  const query = operatorOperationsQuery.parse(Object.fromEntries(request.nextUrl.searchParams));
  return NextResponse.json(await listAllOperations(query));
});
