// GET /api/rates?countryCode&companyType — exchange rates to USD, each with when it was set
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { exchangeRates } from "@/lib/catalog/rates";
import { ratesQuerySchema, searchParamsOf } from "@/lib/catalog/input";

export const dynamic = "force-dynamic";

export const GET = withSession(async (request) => {
  const query = ratesQuerySchema.parse(searchParamsOf(request.nextUrl));
  return NextResponse.json({ rates: await exchangeRates(query) });
});
