// GET /api/companies/services?page&limit&search&tag — bill companies, paged
import { NextResponse } from "next/server";
import { withSession } from "@/lib/auth/guards";
import { CATALOG_HEADERS } from "@/lib/server/http/cache";
import { listServiceCompanies } from "@/lib/catalog/services";
import { searchParamsOf, serviceListQuerySchema } from "@/lib/catalog/input";

export const dynamic = "force-dynamic";

export const GET = withSession(async (request) => {
  const query = serviceListQuerySchema.parse(searchParamsOf(request.nextUrl));
  return NextResponse.json(await listServiceCompanies(query), { headers: CATALOG_HEADERS });
});
