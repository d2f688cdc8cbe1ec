// GET /api/reminders — the user's bill reminders, newest first, with how each channel went
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { listReminders } from "@/lib/saved-accounts/reminders/list";

export const dynamic = "force-dynamic";

export const GET = withSession(async (_request, { user }) =>
  NextResponse.json({ reminders: await listReminders(user.id) }, { headers: { "cache-control": "no-store" } }),
);
