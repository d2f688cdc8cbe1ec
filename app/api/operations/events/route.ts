// GET /api/operations/events?ids=<id>.<version>,… — changes to a page's rows as Server-Sent Events
import { withSession } from "@/lib/auth/guards";
import { followListSchema } from "@/lib/operations/input";
import { followOperations } from "@/lib/system/live";

export const dynamic = "force-dynamic";

export const GET = withSession(async (request, { user }) => {
  const { ids } = followListSchema.parse(Object.fromEntries(request.nextUrl.searchParams));
  return followOperations(request.signal, user, ids);
});
