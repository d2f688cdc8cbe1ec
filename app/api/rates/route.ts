// GET /api/rates?countryCode&companyType — exchange rates to USD, each with when it was set
import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { NO_STORE } from "@/lib/catalog/http";
import { exchangeRates } from "@/lib/catalog/rates";
import { ratesQuerySchema, searchParamsOf } from "@/lib/validations/catalog";

export const dynamic = "force-dynamic";

export const GET = withSession(async (request) => {
  const query = ratesQuerySchema.parse(searchParamsOf(request.nextUrl));
  return NextResponse.json({ rates: await exchangeRates(query) }, { headers: NO_STORE });
});
