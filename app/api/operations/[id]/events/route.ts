// GET /api/operations/{id}/events — the operation's changes as Server-Sent Events (resumes with Last-Event-ID)
import { withSession } from "@/lib/accounts/guards";
import { followOperation } from "@/lib/system/live";

export const dynamic = "force-dynamic";

export const GET = withSession<{ id: string }>(async (request, { user, params }) =>
  followOperation(request.signal, user, params.id, request.headers.get("last-event-id") ?? request.nextUrl.searchParams.get("since")),
);
