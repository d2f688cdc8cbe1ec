// GET /api/user-notifications — Saldo's own notices to the user (complaint updates), newest first
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { listUserNotifications } from "@/lib/notifications/in-app";

export const dynamic = "force-dynamic";

export const GET = withSession(async (_request, { user }) =>
  NextResponse.json({ notifications: await listUserNotifications(user.id) }),
);
