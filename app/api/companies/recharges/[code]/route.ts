// GET /api/companies/recharges/{code} — one top-up company with its products
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { CATALOG_HEADERS } from "@/lib/platform/http/cache";
import { getTopUpCompany } from "@/lib/catalog/products";

export const dynamic = "force-dynamic";

export const GET = withSession<{ code: string }>(async (_request, { params }) =>
  NextResponse.json({ company: await getTopUpCompany(params.code) }, { headers: CATALOG_HEADERS }),
);
