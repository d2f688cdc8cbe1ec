import "server-only";
import type { Tag } from "@/lib/provider/types";
import { billCategoryOptions, type BillCategoryOption } from "./present";
import { listTags } from "./services";

/** The categories bill companies are filtered by: the provider's tags, and the bill ones as choices. */
export type BillTags = { tags: Tag[]; categories: BillCategoryOption[] };

/** What GET /api/companies/tags answers and the pay page is served with. */
export async function billTags(): Promise<BillTags> {
  const tags = await listTags();
  return { tags, categories: billCategoryOptions(tags.map((t) => t.name)) };
}
