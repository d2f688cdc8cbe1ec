// POST /api/operator/operations/{id}/recheck — ask the provider about one operation now (operators only, audited)
import { NextResponse } from "next/server";
import { recheckOperation } from "@/lib/operator/recheck";
import { withOperator } from "@/lib/accounts/guards";

export const POST = withOperator<{ id: string }>(async (_request, { user, params }) =>
  NextResponse.json({ operation: await recheckOperation(user, params.id) }),
);
