// GET /api/companies/recharges?search — top-up companies
import { NextResponse } from "next/server";
import { withSession } from "@/lib/auth/guards";
import { CATALOG_HEADERS } from "@/lib/server/http/cache";
import { listTopUpCompanies } from "@/lib/catalog/products";
import { searchParamsOf, topUpListQuerySchema } from "@/lib/catalog/input";

export const dynamic = "force-dynamic";

export const GET = withSession(async (request) => {
  const { search } = topUpListQuerySchema.parse(searchParamsOf(request.nextUrl));
  return NextResponse.json({ companies: await listTopUpCompanies(search) }, { headers: CATALOG_HEADERS });
});
