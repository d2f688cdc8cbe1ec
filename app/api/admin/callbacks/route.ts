// GET /api/admin/callbacks — callbacks received and what each did (operators only)
import { NextResponse } from "next/server";
import { listCallbacks } from "@/lib/admin/callbacks";
import { withAdmin } from "@/lib/api/handler";
import { NO_STORE } from "@/lib/catalog/http";
import { adminCallbacksQuery } from "@/lib/validations/admin";

export const dynamic = "force-dynamic";

export const GET = withAdmin(async (request) => {
  const query = adminCallbacksQuery.parse(Object.fromEntries(request.nextUrl.searchParams));
  return NextResponse.json(await listCallbacks(query), { headers: NO_STORE });
});
