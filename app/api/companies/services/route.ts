// GET /api/companies/services?page&limit&search&tag — bill companies, paged
import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { CATALOG_HEADERS } from "@/lib/catalog/http";
import { listServiceCompanies } from "@/lib/catalog/services";
import { searchParamsOf, serviceListQuerySchema } from "@/lib/validations/catalog";

export const dynamic = "force-dynamic";

export const GET = withSession(async (request) => {
  const query = serviceListQuerySchema.parse(searchParamsOf(request.nextUrl));
  return NextResponse.json(await listServiceCompanies(query), { headers: CATALOG_HEADERS });
});
