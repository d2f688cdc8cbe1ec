// GET /api/me/sessions — where the account is signed in: browser and system, address, first and
// last seen, and which one is this device
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { yourSessions } from "@/lib/accounts/your-sessions";

export const dynamic = "force-dynamic";

export const GET = withSession(async (_request, { user, sessionId }) => NextResponse.json({ sessions: await yourSessions(user.id, sessionId) }));
