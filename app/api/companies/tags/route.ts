// GET /api/companies/tags — the categories bill companies are filtered by (`tags` as the provider
// names them; `categories`: the bill ones as choices, the provider's tag to filter by and how to show it)
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { CATALOG_HEADERS } from "@/lib/platform/http/cache";
import { billTags } from "@/lib/catalog/tags";

export const dynamic = "force-dynamic";

export const GET = withSession(async () => NextResponse.json(await billTags(), { headers: CATALOG_HEADERS }));
