// GET /api/me/data-exports — the user's recent data downloads and their state
// POST /api/me/data-exports — ask for a new one (202): a job makes it and a mail says when it is
// ready; one still being prepared is answered instead of a second
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { getLocale } from "@/lib/platform/i18n/server";
import { exportsOf, requestExport } from "@/lib/system/your-data/exports";

export const dynamic = "force-dynamic";

export const GET = withSession(async (_request, { user }) => NextResponse.json({ exports: await exportsOf(user.id) }));

export const POST = withSession(async (_request, { user }) =>
  NextResponse.json({ export: await requestExport(user, await getLocale()) }, { status: 202 }),
);
