// GET /api/admin/operations/{id} — one operation with its whole audit trail (operators only)
import { NextResponse } from "next/server";
import { adminOperationDetail } from "@/lib/admin/operation-audit";
import { withAdmin } from "@/lib/api/handler";
import { NO_STORE } from "@/lib/catalog/http";

export const dynamic = "force-dynamic";

export const GET = withAdmin<{ id: string }>(async (_request, { params }) =>
  NextResponse.json({ operation: await adminOperationDetail(params.id) }, { headers: NO_STORE }),
);
