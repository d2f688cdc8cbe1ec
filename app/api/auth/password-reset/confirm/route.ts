// POST /api/auth/password-reset/confirm — set a new password with a reset link; every session ends
import { route, readJson } from "@/lib/platform/http/route";
import { confirmPasswordReset } from "@/lib/accounts/recovery";
import { clientAddress } from "@/lib/platform/http/rate-limit";
import { passwordResetConfirmSchema } from "@/lib/accounts/input";
import { getLocale } from "@/lib/platform/i18n/server";

export const POST = route(async (request) => {
  const input = passwordResetConfirmSchema.parse(await readJson(request));
  await confirmPasswordReset(input, clientAddress(request.headers), await getLocale());
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
});
