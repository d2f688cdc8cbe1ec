// POST /api/autopay/charges/{id}/skip — "skip this time": this bill is not paid automatically
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { chargeIdOf, skipCharge } from "@/lib/saved-accounts/autopay/charges";

export const POST = withSession<{ id: string }>(async (_request, { user, params }) =>
  NextResponse.json({ charge: await skipCharge(user, chargeIdOf(params.id)) }),
);
