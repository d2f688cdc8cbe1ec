// GET /api/companies/services/{code} — one bill company with its modalities, fields and document types
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { CATALOG_HEADERS } from "@/lib/platform/http/cache";
import { getServiceCompany } from "@/lib/catalog/services";

export const dynamic = "force-dynamic";

export const GET = withSession<{ code: string }>(async (_request, { params }) =>
  NextResponse.json({ company: await getServiceCompany(params.code) }, { headers: CATALOG_HEADERS }),
);
