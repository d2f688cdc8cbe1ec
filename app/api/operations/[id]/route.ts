// GET /api/operations/{id} — one operation with its receipt and timeline
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { operationForReceipt } from "@/lib/system/receipt";

export const GET = withSession<{ id: string }>(async (_request, { user, params }) =>
  NextResponse.json({ operation: await operationForReceipt(user, params.id) }),
);
