// GET /api/companies/services?page&limit&search&tag&country — bill companies of a country (the user's by default), paged
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { CATALOG_HEADERS } from "@/lib/platform/http/cache";
import { serviceCompaniesJson } from "@/lib/catalog/services";
import { searchParamsOf, serviceListQuerySchema } from "@/lib/catalog/input";

export const dynamic = "force-dynamic";

export const GET = withSession(async (request, { user }) => {
  const query = serviceListQuerySchema.parse(searchParamsOf(request.nextUrl));
  const body = await serviceCompaniesJson({ ...query, country: query.country ?? user.country });
  return new NextResponse(body, { headers: { ...CATALOG_HEADERS, "content-type": "application/json" } });
});
