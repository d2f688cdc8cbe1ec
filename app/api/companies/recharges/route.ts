// GET /api/companies/recharges?search&country — top-up companies of a country (the user's by default)
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { CATALOG_HEADERS } from "@/lib/platform/http/cache";
import { listTopUpCompanies } from "@/lib/catalog/products";
import { searchParamsOf, topUpListQuerySchema } from "@/lib/catalog/input";

export const dynamic = "force-dynamic";

export const GET = withSession(async (request, { user }) => {
  const { search, country } = topUpListQuerySchema.parse(searchParamsOf(request.nextUrl));
  const companies = await listTopUpCompanies(country ?? user.country, search);
  return NextResponse.json({ companies }, { headers: CATALOG_HEADERS });
});
