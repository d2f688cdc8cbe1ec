// GET /api/companies/gift-cards/{code} — one gift-card brand with its products
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { CATALOG_HEADERS } from "@/lib/platform/http/cache";
import { getGiftCardCompany } from "@/lib/catalog/products";

export const dynamic = "force-dynamic";

export const GET = withSession<{ code: string }>(async (_request, { params }) =>
  NextResponse.json({ company: await getGiftCardCompany(params.code) }, { headers: CATALOG_HEADERS }),
);
