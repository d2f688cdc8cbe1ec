// GET /api/autopay/charges — the user's autopay charges, scheduled and done, newest first
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { listCharges } from "@/lib/saved-accounts/autopay/charges";

export const GET = withSession(async (_request, { user }) => NextResponse.json({ charges: await listCharges(user) }));
