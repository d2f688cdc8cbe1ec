// DELETE /api/me/sessions/{id} — end one of the account's other sessions (that device is signed out
// at its next request, on every instance); this device's own is ended by signing out
import { withSession } from "@/lib/accounts/guards";
import { endSession } from "@/lib/accounts/sessions";
import { AppError } from "@/lib/platform/http/errors";

export const DELETE = withSession<{ id: string }>(async (_request, { user, sessionId, params }) => {
  if (params.id.toLowerCase() === sessionId) throw new AppError("CONFLICT", "This is the session you are using: sign out instead.");
  if (!(await endSession(user.id, params.id, "ended_by_user"))) throw new AppError("NOT_FOUND", "No such session is going on.");
  return new Response(null, { status: 204 });
});
