// POST /api/operator/jobs/{id}/retry — run a dead job again from its first attempt (operators only)
import { NextResponse } from "next/server";
import { withOperator } from "@/lib/accounts/guards";
import { retryDeadJob } from "@/lib/operator/jobs";

export const POST = withOperator<{ id: string }>(async (_request, { user, params }) => {
  await retryDeadJob(user, params.id);
  return NextResponse.json({ retried: true });
});
