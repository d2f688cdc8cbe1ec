// GET /api/companies/gift-cards?country — gift-card brands priced in a country's currency (the user's by default)
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { CATALOG_HEADERS } from "@/lib/platform/http/cache";
import { listGiftCardCompanies } from "@/lib/catalog/products";
import { giftCardListQuerySchema, searchParamsOf } from "@/lib/catalog/input";

export const dynamic = "force-dynamic";

export const GET = withSession(async (request, { user }) => {
  const { country } = giftCardListQuerySchema.parse(searchParamsOf(request.nextUrl));
  const companies = await listGiftCardCompanies(country ?? user.country);
  return NextResponse.json({ companies }, { headers: CATALOG_HEADERS });
});
