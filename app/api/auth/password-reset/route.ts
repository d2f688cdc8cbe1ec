// POST /api/auth/password-reset — mail a reset link; the same 202 whether or not the account exists
import { NextResponse } from "next/server";
import { route, readJson } from "@/lib/platform/http/route";
import { requestPasswordReset } from "@/lib/accounts/recovery";
import { clientAddress } from "@/lib/platform/http/rate-limit";
import { passwordResetRequestSchema } from "@/lib/accounts/input";
import { getLocale } from "@/lib/platform/i18n/server";

export const POST = route(async (request) => {
  const { email } = passwordResetRequestSchema.parse(await readJson(request));
  await requestPasswordReset(email, clientAddress(request.headers), await getLocale());
  return NextResponse.json({ sent: true }, { status: 202, headers: { "cache-control": "no-store" } });
});
