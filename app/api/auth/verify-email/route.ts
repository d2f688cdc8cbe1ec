// POST /api/auth/verify-email — spend a verification link: the address is verified
import { route, readJson } from "@/lib/server/http/route";
import { verifyEmail } from "@/lib/auth/recovery";
import { clientAddress } from "@/lib/auth/rate-limit";
import { verifyEmailSchema } from "@/lib/auth/input";

export const POST = route(async (request) => {
  const { token } = verifyEmailSchema.parse(await readJson(request));
  await verifyEmail(token, clientAddress(request.headers));
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
});
