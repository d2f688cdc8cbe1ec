// GET /api/notifications — the user's bill notifications, newest first
import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { listNotifications } from "@/lib/agenda/notifications";
import { NO_STORE } from "@/lib/catalog/http";

export const dynamic = "force-dynamic";

export const GET = withSession(async (_request, { user }) =>
  NextResponse.json({ notifications: await listNotifications(user) }, { headers: NO_STORE }),
);
