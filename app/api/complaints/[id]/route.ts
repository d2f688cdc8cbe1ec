// GET /api/complaints/{id} — one of the user's complaints
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { ownComplaint } from "@/lib/complaints/store";

export const dynamic = "force-dynamic";

export const GET = withSession<{ id: string }>(async (_request, { user, params }) =>
  NextResponse.json({ complaint: await ownComplaint(user, params.id) }),
);
