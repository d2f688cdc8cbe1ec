// GET /api/admin/operations — every user's operations, flagged and in-flight ones included (operators only)
import { NextResponse } from "next/server";
import { listAllOperations } from "@/lib/admin/operations";
import { withAdmin } from "@/lib/api/handler";
import { NO_STORE } from "@/lib/catalog/http";
import { adminOperationsQuery } from "@/lib/validations/admin";

export const dynamic = "force-dynamic";

export const GET = withAdmin(async (request) => {
  const query = adminOperationsQuery.parse(Object.fromEntries(request.nextUrl.searchParams));
  return NextResponse.json(await listAllOperations(query), { headers: NO_STORE });
});
