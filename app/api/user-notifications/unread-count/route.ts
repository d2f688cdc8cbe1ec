// GET /api/user-notifications/unread-count — how many of the user's notices are unread (the bell)
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { unreadCount } from "@/lib/notifications/in-app";

export const dynamic = "force-dynamic";

export const GET = withSession(async (_request, { user }) =>
  NextResponse.json({ unread: await unreadCount(user.id) }, { headers: { "cache-control": "no-store" } }),
);
