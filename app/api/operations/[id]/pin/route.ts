// GET /api/operations/{id}/pin — a gift card's PIN, for its owner only, never cached
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { operationPin } from "@/lib/payments/read";

export const GET = withSession<{ id: string }>(async (_request, { user, params }) =>
  NextResponse.json({ pin: await operationPin(user.id, params.id) }),
);
