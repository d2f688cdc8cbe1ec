// POST /api/operations/{id}/pin — a gift card's PIN for its owner: its one showing, then limited and audited reveals; never cached
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { showPin } from "@/lib/payments/pin-reveal";

export const POST = withSession<{ id: string }>(async (_request, { user, params }) =>
  NextResponse.json(await showPin(user, params.id)),
);
