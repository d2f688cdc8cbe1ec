// GET /api/companies/gift-cards — gift-card brands
import { NextResponse } from "next/server";
import { withSession } from "@/lib/auth/guards";
import { CATALOG_HEADERS } from "@/lib/server/http/cache";
import { listGiftCardCompanies } from "@/lib/catalog/products";

export const dynamic = "force-dynamic";

export const GET = withSession(async () =>
  NextResponse.json({ companies: await listGiftCardCompanies() }, { headers: CATALOG_HEADERS }),
);
