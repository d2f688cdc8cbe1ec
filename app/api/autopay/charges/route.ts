// GET /api/autopay/charges — the user's autopay charges, scheduled and done, newest first
import { NextResponse } from "next/server";
import { withSession } from "@/lib/auth/guards";
import { listCharges } from "@/lib/autopay/charges";

export const GET = withSession(async (_request, { user }) => NextResponse.json({ charges: await listCharges(user) }));
