// POST /api/auth/verify-email — spend a verification link: the address is verified
import { route, readJson } from "@/lib/platform/http/route";
import { verifyEmail } from "@/lib/accounts/recovery";
import { clientAddress } from "@/lib/platform/http/rate-limit";
import { verifyEmailSchema } from "@/lib/accounts/input";

export const POST = route(async (request) => {
  const { token } = verifyEmailSchema.parse(await readJson(request));
  await verifyEmail(token, clientAddress(request.headers));
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
});
