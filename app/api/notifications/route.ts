// GET /api/notifications — the user's bill notifications, newest first
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { listNotifications } from "@/lib/saved-accounts/notifications";

export const dynamic = "force-dynamic";

export const GET = withSession(async (_request, { user }) =>
  NextResponse.json({ notifications: await listNotifications(user) }),
);
