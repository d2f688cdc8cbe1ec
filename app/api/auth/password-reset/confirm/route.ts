// POST /api/auth/password-reset/confirm — set a new password with a reset link; every session ends
import { route, readJson } from "@/lib/server/http/route";
import { confirmPasswordReset } from "@/lib/auth/recovery";
import { clientAddress } from "@/lib/auth/rate-limit";
import { passwordResetConfirmSchema } from "@/lib/auth/input";
import { getLocale } from "@/lib/i18n/server";

export const POST = route(async (request) => {
  const input = passwordResetConfirmSchema.parse(await readJson(request));
  await confirmPasswordReset(input, clientAddress(request.headers), await getLocale());
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
});
