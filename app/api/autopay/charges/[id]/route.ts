// GET /api/autopay/charges/{id} — one autopay charge: what is paid, when, and whether it can still be skipped
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { chargeIdOf, getCharge } from "@/lib/saved-accounts/autopay/charges";

export const GET = withSession<{ id: string }>(async (_request, { user, params }) =>
  NextResponse.json({ charge: await getCharge(user, chargeIdOf(params.id)) }),
);
