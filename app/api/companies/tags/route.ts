// GET /api/companies/tags — the categories bill companies are filtered by
import { NextResponse } from "next/server";
import { withSession } from "@/lib/auth/guards";
import { CATALOG_HEADERS } from "@/lib/server/http/cache";
import { listTags } from "@/lib/catalog/services";

export const dynamic = "force-dynamic";

export const GET = withSession(async () => NextResponse.json({ tags: await listTags() }, { headers: CATALOG_HEADERS }));
