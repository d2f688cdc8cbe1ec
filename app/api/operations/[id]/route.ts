// GET /api/operations/{id} — one operation with its receipt and timeline
import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { NO_STORE } from "@/lib/catalog/http";
import { operationDetail } from "@/lib/operations/queries";

export const GET = withSession<{ id: string }>(async (_request, { user, params }) =>
  NextResponse.json({ operation: await operationDetail(user.id, params.id) }, { headers: NO_STORE }),
);
