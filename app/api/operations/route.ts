// GET /api/operations?kind&status&cursor&limit — the user's operations, newest first
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { withNicknames } from "@/lib/saved-accounts/nicknames";
import { listOperations } from "@/lib/payments/read";
import { operationListSchema } from "@/lib/payments/input";

export const GET = withSession(async (request, { user }) => {
  const query = operationListSchema.parse(Object.fromEntries(request.nextUrl.searchParams));
  const page = await listOperations(user.id, query);
  return NextResponse.json({ ...page, operations: await withNicknames(user.id, page.operations) });
});
