// POST /api/autopay/charges/{id}/turn-off — "turn off" from a notice: the account's autopay goes off
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { chargeIdOf, turnOffFromCharge } from "@/lib/saved-accounts/autopay/charges";

export const POST = withSession<{ id: string }>(async (_request, { user, params }) =>
  NextResponse.json({ charge: await turnOffFromCharge(user, chargeIdOf(params.id)) }),
);
