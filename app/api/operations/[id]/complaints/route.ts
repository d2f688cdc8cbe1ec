// GET|POST /api/operations/{id}/complaints — the complaints about one of the user's operations; file one
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { fileComplaintSchema } from "@/lib/complaints/input";
import { complaintsOfOperation, fileComplaint } from "@/lib/complaints/store";
import { readJson } from "@/lib/platform/http/route";

export const dynamic = "force-dynamic";

export const GET = withSession<{ id: string }>(async (_request, { user, params }) =>
  NextResponse.json({ complaints: await complaintsOfOperation(user, params.id) }),
);

export const POST = withSession<{ id: string }>(async (request, { user, params }) => {
  const input = fileComplaintSchema.parse(await readJson(request));
  return NextResponse.json({ complaint: await fileComplaint(user, params.id, input) }, { status: 201 });
});
