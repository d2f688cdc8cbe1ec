// GET /api/operator/operations/{id} — one operation with its whole audit trail (operators only)
import { NextResponse } from "next/server";
import { operatorOperationDetail } from "@/lib/operator/operation-audit";
import { withOperator } from "@/lib/accounts/guards";

export const dynamic = "force-dynamic";

export const GET = withOperator<{ id: string }>(async (_request, { params }) =>
  NextResponse.json({ operation: await operatorOperationDetail(params.id) }),
);
