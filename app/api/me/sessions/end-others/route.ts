// POST /api/me/sessions/end-others — sign out every other device; answers how many were ended
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { endOtherSessions } from "@/lib/accounts/sessions";

export const POST = withSession(async (_request, { user, sessionId }) =>
  NextResponse.json({ ended: await endOtherSessions(user.id, sessionId, "ended_by_user") }),
);
