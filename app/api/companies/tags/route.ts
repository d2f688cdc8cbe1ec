// GET /api/companies/tags — the categories bill companies are filtered by (`tags` as the provider
// names them; `categories`: the bill ones as choices, the provider's tag to filter by and how to show it)
import { NextResponse } from "next/server";
import { withSession } from "@/lib/auth/guards";
import { CATALOG_HEADERS } from "@/lib/server/http/cache";
import { listTags } from "@/lib/catalog/services";
import { billCategoryOptions } from "@/lib/catalog/present";

export const dynamic = "force-dynamic";

export const GET = withSession(async () => {
  const tags = await listTags();
  return NextResponse.json({ tags, categories: billCategoryOptions(tags.map((t) => t.name)) }, { headers: CATALOG_HEADERS });
});
