// GET|POST /api/operator/complaints/{id} — one complaint with its audit trail; review, resolve or reject it (operators only, audited)
import { NextResponse } from "next/server";
import { withOperator } from "@/lib/accounts/guards";
import { complaintActionSchema } from "@/lib/complaints/input";
import { actOnComplaint, complaintForOperator } from "@/lib/complaints/operator";
import { readJson } from "@/lib/platform/http/route";

export const dynamic = "force-dynamic";

export const GET = withOperator<{ id: string }>(async (_request, { params }) =>
  NextResponse.json({ complaint: await complaintForOperator(params.id) }),
);

export const POST = withOperator<{ id: string }>(async (request, { user, params }) => {
  const input = complaintActionSchema.parse(await readJson(request));
  return NextResponse.json({ complaint: await actOnComplaint(user, params.id, input) });
});
