// POST /api/autopay/charges/{id}/skip — "skip this time": this bill is not paid automatically
import { NextResponse } from "next/server";
import { withSession } from "@/lib/auth/guards";
import { chargeIdOf, skipCharge } from "@/lib/autopay/charges";

export const POST = withSession<{ id: string }>(async (_request, { user, params }) =>
  NextResponse.json({ charge: await skipCharge(user, chargeIdOf(params.id)) }),
);
