// GET /api/operator/complaints?state=open|closed — the complaint queue, soonest due first (operators only)
import { NextResponse } from "next/server";
import { withOperator } from "@/lib/accounts/guards";
import { operatorComplaintsQuery } from "@/lib/complaints/input";
import { complaintQueue } from "@/lib/complaints/operator";

export const dynamic = "force-dynamic";

export const GET = withOperator(async (request) => {
  const query = operatorComplaintsQuery.parse(Object.fromEntries(request.nextUrl.searchParams));
  return NextResponse.json({ complaints: await complaintQueue(query.state) });
});
