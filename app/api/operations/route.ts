// GET /api/operations?kind&status&cursor&limit — the user's operations, newest first
import { NextResponse } from "next/server";
import { withSession } from "@/lib/auth/guards";
import { withNicknames } from "@/lib/agenda/nicknames";
import { listOperations } from "@/lib/operations/read";
import { operationListSchema } from "@/lib/operations/input";

export const GET = withSession(async (request, { user }) => {
  const query = operationListSchema.parse(Object.fromEntries(request.nextUrl.searchParams));
  const page = await listOperations(user.id, query);
  return NextResponse.json({ ...page, operations: await withNicknames(user.id, page.operations) });
});
