// POST /api/auth/sign-out — end the session here and revoke the user's other sessions
import { route } from "@/lib/platform/http/route";
import { endSession } from "@/lib/accounts/session";

export const POST = route(async () => {
  await endSession();
  return new Response(null, { status: 204 });
});
