// GET /api/operations/events?ids=<id>.<version>,… — changes to a page's rows as Server-Sent Events
import { withSession } from "@/lib/accounts/guards";
import { followListSchema } from "@/lib/payments/input";
import { followOperations } from "@/lib/system/live";

export const dynamic = "force-dynamic";

export const GET = withSession(async (request, { user }) => {
  const { ids } = followListSchema.parse(Object.fromEntries(request.nextUrl.searchParams));
  return followOperations(request.signal, user, ids);
});
