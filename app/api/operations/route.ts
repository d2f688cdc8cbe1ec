// GET /api/operations?kind&status&cursor&limit — the user's operations, newest first
import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { NO_STORE } from "@/lib/catalog/http";
import { listOperations } from "@/lib/operations/queries";
import { operationListSchema } from "@/lib/validations/operations";

export const GET = withSession(async (request, { user }) => {
  const query = operationListSchema.parse(Object.fromEntries(request.nextUrl.searchParams));
  return NextResponse.json(await listOperations(user.id, query), { headers: NO_STORE });
});
