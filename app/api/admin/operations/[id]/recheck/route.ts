// POST /api/admin/operations/{id}/recheck — ask the provider about one operation now (operators only, audited)
import { NextResponse } from "next/server";
import { recheckOperation } from "@/lib/admin/recheck";
import { withAdmin } from "@/lib/api/handler";
import { NO_STORE } from "@/lib/catalog/http";

export const POST = withAdmin<{ id: string }>(async (_request, { user, params }) =>
  NextResponse.json({ operation: await recheckOperation(user, params.id) }, { headers: NO_STORE }),
);
